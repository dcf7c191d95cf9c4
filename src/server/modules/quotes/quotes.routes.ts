import type { Deps, Routers } from '../../routes-context';
import { submitQuote } from './submit-quote';

export const QUOTE_SENT_MESSAGE = 'Quote request sent successfully!';

export function registerQuoteRoutes(
  { publicApi }: Pick<Routers, 'publicApi'>,
  d: Pick<Deps, 'enquiries' | 'config' | 'rateLimits' | 'notifier'>,
) {
  publicApi.post('/api/quote', (ctx) => {
    submitQuote(d, ctx.request.body, ctx.ip);
    ctx.status = 201;
    ctx.body = { message: QUOTE_SENT_MESSAGE };
  });
}
