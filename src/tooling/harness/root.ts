import { fileURLToPath } from 'node:url';

/** The project's folder (where package.json, dist/ and static/ are). */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
