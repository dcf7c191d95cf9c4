// Browser entry of the contact pages: hydrates the islands the server rendered (see ../islands/island.tsx) once the
// visitor does something (hydrate-when-used.ts); until then only this small file has run.
import { hydrateWhenUsed } from './hydrate-when-used';

void hydrateWhenUsed(() => import('./contact.islands').then((islands) => islands.hydrate()));
