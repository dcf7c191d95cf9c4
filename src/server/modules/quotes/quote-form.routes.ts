import type { Router } from '@koa/router';
import { productQuoteFormUrl, productQuoteSentUrl, productUrl, QUOTE_SECTION_ID } from '../../../shared/paths';
import { QUOTE_FORM_FIELDS } from '../../../shared/quotes/quote-options';
import { SLUG_PATTERN } from '../../../shared/slug';
import { localeOf } from '../../middleware/site-locale';
import { handleFormPost } from '../../pages/form-post';
import { productPageData } from '../../pages/public-pages.routes';
import type { SitePageRenderer } from '../../pages/site-page-renderer';
import type { Deps } from '../../routes-context';
import { submitQuote } from './submit-quote';

/**
 * A product page's quote form without JavaScript: POST /products/<slug>/quote, submitted as POST /api/quote is, then
 * 303 to the page with its notice (`?quote=sent#quote`), or the page again with the errors and the typed text. The
 * product is the one the address names (the form's hidden productId is not trusted over it).
 */
export function registerQuoteForm(
  router: Router,
  d: Pick<Deps, 'products' | 'stock' | 'availability' | 'settings' | 'now' | 'enquiries' | 'config' | 'rateLimits' | 'notifier'>,
  pages: SitePageRenderer,
) {
  router.post(productQuoteFormUrl(':slug'), async (ctx) => {
    const slug = ctx.params.slug ?? '';
    const found = SLUG_PATTERN.test(slug) ? d.products.findBySlug(slug) : undefined;
    if (!found?.public || !d.settings.getSiteSettings().isOnline) return pages.notFound(ctx);
    const { product } = found;
    await handleFormPost(ctx, {
      fields: QUOTE_FORM_FIELDS,
      submit: (body) => submitQuote(d, { ...body, productId: product.id }, ctx.ip, localeOf(ctx)),
      sentUrl: `${productQuoteSentUrl(product.slug)}#${QUOTE_SECTION_ID}`,
      formUrl: `${productUrl(product.slug)}#${QUOTE_SECTION_ID}`,
      renderFailure: (quote, status) => pages.send(ctx, () => productPageData(d, product, quote), { status }),
    });
  });
}
