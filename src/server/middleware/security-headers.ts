import type { Context } from 'koa';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
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

/** Served with every uploaded file, so even a crafted image opened directly can run nothing (SECURITY F12). */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const HSTS: readonly [string, string] = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'];

/** The headers every response carries, including errors (SECURITY HDR-2, F5); HSTS is added where it applies. */
export function securityHeaderList(): Array<[string, string]> {
  return [
    ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ];
}

export function applySecurityHeaders(ctx: Context, options: { hsts: boolean }): void {
  for (const [name, value] of securityHeaderList()) ctx.set(name, value);
  if (options.hsts) ctx.set(HSTS[0], HSTS[1]);
}
