import type { Deps, Routers } from '../../routes-context';
import { bodyLanguage, formWords } from '../enquiries/form-language';
import { refuseWhileOffline } from '../settings/refuse-while-offline';
import { submitQuote } from './submit-quote';

export function registerQuoteRoutes(
  { publicApi }: Pick<Routers, 'publicApi'>,
  d: Pick<Deps, 'enquiries' | 'config' | 'rateLimits' | 'notifier' | 'settings'>,
) {
  publicApi.post('/api/quote', (ctx) => {
    const language = bodyLanguage(ctx.request.body);
    refuseWhileOffline(d, formWords(language)('forms.maintenance'));
    submitQuote(d, ctx.request.body, ctx.ip, language);
    ctx.status = 201;
    ctx.body = { message: formWords(language)('quoteForm.sentTitle') };
  });
}
