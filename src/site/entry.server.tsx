// Server entry of the public site: everything the Koa server may import from src/site (DESIGN: the server imports
// only the two entry.server files). It renders <SiteDocument> and sets the status (404, 503).

export { SiteDocument } from './document/site-document';
export type { PageStyles, SeasonNow, SitePageData, SiteShell } from './document/site-page';
export { type PageScript, pageScript } from './entries/page-scripts';
export { type MessageKey, translate } from './i18n/catalogue';
export type { ContactFormState, ContactFormValues } from './islands/contact-form';
export type { QuoteFormState } from './quotes/quote-form';
