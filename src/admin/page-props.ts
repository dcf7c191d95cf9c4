// What the server hands the browser to hydrate the admin document. It is written into #admin-props with the one
// JSON-in-HTML serializer (src/shared/safe-json.ts) and read back, checked, here.
import type { AuthStatus } from '../shared/types';

/** Everything the browser needs to hydrate the admin document the server rendered. */
export type AdminPageProps = {
  pathname: string;
  assets: { js: string; css: string };
  isAuthenticated: boolean;
  username?: string;
};

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** Reads the props the server wrote; null when they are missing or malformed. */
export function readProps(text: string | null | undefined): AdminPageProps | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.assets)) return null;
  const { pathname, assets, isAuthenticated, username } = parsed;
  if (typeof pathname !== 'string' || typeof isAuthenticated !== 'boolean') return null;
  if (typeof assets.js !== 'string' || typeof assets.css !== 'string') return null;
  const page: AdminPageProps = { pathname, assets: { js: assets.js, css: assets.css }, isAuthenticated };
  if (typeof username === 'string') page.username = username;
  return page;
}

/** The auth status the server decided, as the app's auth cache holds it. */
export function authOf(page: AdminPageProps): AuthStatus {
  return page.username === undefined
    ? { isAuthenticated: page.isAuthenticated }
    : { isAuthenticated: page.isAuthenticated, username: page.username };
}
