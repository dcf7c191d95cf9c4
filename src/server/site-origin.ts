import type { Context } from 'koa';

/**
 * The site's own origin: PUBLIC_ORIGIN when it is set, else the request's scheme and host. Never Koa's
 * ctx.origin, which a client can steer (SECURITY F1, F-ERR-3).
 */
export const siteOrigin = (ctx: Context, publicOrigin: string | null): string => publicOrigin ?? `${ctx.protocol}://${ctx.host}`;
