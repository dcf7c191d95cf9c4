import type { Deps, Routers } from '../../routes-context';
import { registerFormApi } from '../enquiries/form-api';
import { submitQuote } from './submit-quote';

export function registerQuoteRoutes(
  { publicApi }: Pick<Routers, 'publicApi'>,
  d: Pick<Deps, 'enquiries' | 'config' | 'rateLimits' | 'notifier' | 'settings'>,
) {
  registerFormApi(publicApi, '/api/quote', d, submitQuote, 'quoteForm.sentTitle');
}
