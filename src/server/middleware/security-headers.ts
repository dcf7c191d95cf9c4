import type { Context } from 'koa';

/**
 * The Content-Security-Policy of every response but uploads. `inlineStyleSources` are the 'sha256-…' sources of the
 * stylesheets the public pages inline, computed by build.mjs (page-assets.ts reads them): pages are cached, so no
 * per-response nonce; a hash allows exactly that text and nothing else inline.
 */
export function contentSecurityPolicy(inlineStyleSources: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    ["style-src 'self'", ...inlineStyleSources].join(' '),
    // blob: lets the admin preview an image chosen for upload before it is sent.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** Served with every uploaded file, so even a crafted image opened directly can run nothing (SECURITY F12). */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const HSTS: readonly [string, string] = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'];

/** The headers every response carries, as name/value pairs, made once at start. */
export type SecurityHeaders = ReadonlyArray<readonly [string, string]>;

/** The headers every response carries, including errors (SECURITY HDR-2, F5); HSTS is added where it applies. */
export function securityHeaders(inlineStyleSources: readonly string[]): SecurityHeaders {
  return Object.freeze([
    ['Content-Security-Policy', contentSecurityPolicy(inlineStyleSources)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ] as const);
}

export function applySecurityHeaders(ctx: Context, headers: SecurityHeaders, hsts: boolean): void {
  for (const [name, value] of headers) ctx.set(name, value);
  if (hsts) ctx.set(HSTS[0], HSTS[1]);
}
