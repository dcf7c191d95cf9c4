import type { Deps, Routers } from '../../routes-context';
import { refuseWhileOffline } from '../settings/refuse-while-offline';
import { submitQuote } from './submit-quote';

export const QUOTE_SENT_MESSAGE = 'Quote request sent successfully!';

export function registerQuoteRoutes(
  { publicApi }: Pick<Routers, 'publicApi'>,
  d: Pick<Deps, 'enquiries' | 'config' | 'rateLimits' | 'notifier' | 'settings'>,
) {
  publicApi.post('/api/quote', (ctx) => {
    refuseWhileOffline(d);
    submitQuote(d, ctx.request.body, ctx.ip);
    ctx.status = 201;
    ctx.body = { message: QUOTE_SENT_MESSAGE };
  });
}
