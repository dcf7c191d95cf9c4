import type { Context, Next } from 'koa';
import { forbidden } from '../errors';
import { siteOrigin } from '../site-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests made by another site (SECURITY CSRF-1). Browsers always send
 * Sec-Fetch-Site or Origin on cross-site requests; clients that send neither (curl, scripts) are let through.
 * The allowed origin is PUBLIC_ORIGIN, never Koa's ctx.origin (which echoes the Origin header, F1).
 */
export function sameOrigin(publicOrigin: string | null) {
  return async function sameOriginMiddleware(ctx: Context, next: Next) {
    if (SAFE_METHODS.has(ctx.method)) return next();
    const fetchSite = ctx.get('Sec-Fetch-Site');
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      throw forbidden('Cross-site requests are not allowed');
    }
    const origin = ctx.get('Origin');
    if (origin) {
      if (origin !== siteOrigin(ctx, publicOrigin)) throw forbidden('Cross-site requests are not allowed');
    }
    return next();
  };
}
