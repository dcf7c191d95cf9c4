import type { Context, Next } from 'koa';
import type { Deps } from '../routes-context';

/**
 * Any admin write that succeeded may change what the public pages show (every page carries the settings): the
 * page cache is cleared here, once, on the admin routers, rather than by each route remembering to.
 */
export function contentChangedAfterWrite(d: Pick<Deps, 'contentChanged'>) {
  return async function contentChangedMiddleware(ctx: Context, next: Next) {
    await next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.status < 300) d.contentChanged();
  };
}
