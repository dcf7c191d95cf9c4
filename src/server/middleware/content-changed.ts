import type { Context, Next } from 'koa';
import type { Deps } from '../routes-context';

/**
 * Any admin write that succeeded may change what the public pages show (every page carries the settings): the
 * page cache is cleared here, once, on the admin routers, rather than by each route remembering to. A write refused
 * (4xx) changed nothing; one that failed on our side (5xx) may have committed part of its work first (rows deleted,
 * then a file could not be removed), so the caches are cleared then too: a needless clear costs a re-render, a
 * missed one shows visitors what is gone.
 */
export function contentChangedAfterWrite(d: Pick<Deps, 'contentChanged'>) {
  return async function contentChangedMiddleware(ctx: Context, next: Next) {
    if (ctx.method === 'GET' || ctx.method === 'HEAD') return next();
    try {
      await next();
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      if (!(typeof status === 'number' && status < 500)) d.contentChanged();
      throw error;
    }
    if (ctx.status < 300) d.contentChanged();
  };
}
