import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from 'koa';
import type { ManifestFile } from '../pages/page-assets';

/**
 * The CSP sources of the stylesheets the public pages inline: one 'sha256-…' per kind of page, computed by build.mjs
 * into static/build/manifest.json and read once, at start (pages are cached, so no per-response nonce; the hash
 * allows exactly that text and nothing else inline). None before a build.
 */
function inlineStyleSources(): string[] {
  // The project folder holds static/build/: above dist/ for the built server, above src/server/middleware/ in tests.
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const file = path.join(dir, 'static/build/manifest.json');
    if (!existsSync(file)) continue;
    const { pageCss } = (JSON.parse(readFileSync(file, 'utf8')) as ManifestFile).site;
    return [...new Set(Object.values(pageCss ?? {}).map((css) => `'${css.hash}'`))].sort();
  }
  return [];
}

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  ["style-src 'self'", ...inlineStyleSources()].join(' '),
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
