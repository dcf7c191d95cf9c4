// JSON inside <script type="application/json">: '<', '>', '&', U+2028 and U+2029 escaped so no value can end
// the element or be read as markup (CSP allows no inline executable script; this one is data only).
export function serializeProps(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Reads the props the server wrote; anything unreadable means "not signed in" (the server redirects anyway). */
export function readProps(text: string | null | undefined): { isAuthenticated: boolean; username?: string } {
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    if (parsed && typeof parsed === 'object' && 'isAuthenticated' in parsed && typeof parsed.isAuthenticated === 'boolean') {
      const username = 'username' in parsed && typeof parsed.username === 'string' ? parsed.username : undefined;
      return username === undefined ? { isAuthenticated: parsed.isAuthenticated } : { isAuthenticated: parsed.isAuthenticated, username };
    }
  } catch {
    // fall through
  }
  return { isAuthenticated: false };
}
