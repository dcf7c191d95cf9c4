// JSON inside <script type="application/json">: '<', '>', '&', U+2028 and U+2029 escaped so no value can end
// the element or be read as markup.

/** Everything the browser needs to hydrate the admin document the server rendered. */
export type AdminPageProps = {
  pathname: string;
  assets: { js: string; css: string };
  isAuthenticated: boolean;
  username?: string;
};

export function serializeProps(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

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
