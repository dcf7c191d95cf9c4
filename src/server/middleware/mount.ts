import type { DefaultState, Middleware } from 'koa';
import compose from 'koa-compose';

/**
 * Serves every path that starts with `prefix` with `stack` (run in order, like Koa's own), and ends there: what
 * the stack leaves unanswered (a bodiless 404 or 405) never falls through to what is mounted after it.
 * Other paths pass on untouched.
 */
// biome-ignore lint/suspicious/noExplicitAny: routers' middleware is typed with their own context
export function mount(prefix: string, stack: Array<Middleware<DefaultState, any>>): Middleware {
  const run = compose(stack);
  const end = async () => {};
  return (ctx, next) => (ctx.path.startsWith(prefix) ? run(ctx, end) : next());
}
