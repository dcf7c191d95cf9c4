import type { Router } from '@koa/router';
import { homeStock } from '../../shared/availability/availability';
import { HOME_CATEGORY_LIMIT } from '../../shared/constants';
import { indiaTime } from '../../shared/india-time';
import { availabilityUrl, IN_STOCK_PARAM, productQuoteSentUrl, productUrl } from '../../shared/paths';
import { shownPrice } from '../../shared/prices/prices';
import { optionalQueryId } from '../../shared/schemas/common';
import { SLUG_PATTERN } from '../../shared/slug';
import type { ProductWithDetails } from '../../shared/types';
import type { ContactFormState, QuoteFormState, SitePageData } from '../../site/entry.server';
import { publicFolders } from '../modules/gallery/public-folders';
import { createSeasonData } from '../modules/seasons/season-data';
import { registerSeasonPages } from '../modules/seasons/season-pages.routes';
import type { Deps } from '../routes-context';
import type { SitePageRenderer } from './site-page-renderer';

/** The public pages (server-rendered React), each from the page cache unless it carries a visitor's own text. */
export function registerPublicPages(
  router: Router,
  d: Pick<Deps, 'categories' | 'products' | 'stock' | 'availability' | 'gallery' | 'company' | 'siteTexts' | 'settings' | 'now'>,
  pages: SitePageRenderer,
) {
  const seasons = createSeasonData(d);
  router.get('/', (ctx) => pages.send(ctx, () => homePageData(d, seasons), { cacheKey: '/' }));
  router.get('/about', (ctx) => pages.send(ctx, () => ({ page: 'about' }), { cacheKey: '/about' }));
  router.get('/products', (ctx) => {
    const categories = d.categories.listActive();
    const requested = optionalQueryId(ctx.query.category);
    // An id that names no active category shows all products, like a missing one (spec §4).
    const selected = requested !== undefined && categories.some((c) => c.id === requested) ? requested : undefined;
    const inStock = ctx.query[IN_STOCK_PARAM] === 'in';
    return pages.send(
      ctx,
      () => ({
        page: 'products',
        categories,
        products: d.stock.publicProducts(selected, inStock),
        selectedCategoryId: selected ?? null,
        inStock,
      }),
      { cacheKey: `/products?category=${selected ?? ''}&stock=${inStock}` },
    );
  });
  // The stock board: every public product's origins with their statuses, by category (printable, no script).
  router.get(availabilityUrl(), (ctx) =>
    pages.send(ctx, () => ({ page: 'availability', products: d.stock.board(), staleAfterDays: d.availability.staleAfterDays() }), {
      cacheKey: availabilityUrl(),
    }),
  );
  registerProductPage(router, d, pages);
  registerSeasonPages(router, d, pages, seasons);
  router.get('/gallery', (ctx) => pages.send(ctx, () => ({ page: 'gallery', folders: publicFolders(d) }), { cacheKey: '/gallery' }));
  router.get('/contact', (ctx) => {
    const subject = typeof ctx.query.subject === 'string' ? ctx.query.subject.slice(0, 200) : '';
    const sent = ctx.query.sent === '1';
    const form: ContactFormState = sent ? { status: 'sent' } : { status: 'idle', ...(subject ? { prefillSubject: subject } : {}) };
    // A prefilled subject is the visitor's own text: rendered per request, never stored in the cache; while the
    // render budget is spent (a flood of made-up subjects), the cached page without it.
    const plain = {
      cacheKey: `/contact?sent=${sent}`,
      load: () => ({ page: 'contact' as const, form: sent ? form : { status: 'idle' as const } }),
    };
    if (!subject || sent) return pages.send(ctx, plain.load, { cacheKey: plain.cacheKey });
    return pages.send(ctx, () => ({ page: 'contact', form }), { busyFallback: plain });
  });
}

/**
 * DECISION (src/decisions/product-pages.md): a product page shows at most this many other products of its category,
 * then links to all of them.
 */
export const RELATED_PRODUCTS_LIMIT = 8;

/**
 * /products/<slug>: the product with that slug now; a slug a rename left behind answers 301 to the current one (one
 * hop, however many renames); an unknown slug, an inactive product or one in an inactive category is the 404 page.
 */
function registerProductPage(
  router: Router,
  d: Pick<Deps, 'products' | 'stock' | 'availability' | 'settings' | 'now'>,
  pages: SitePageRenderer,
) {
  router.get('/products/:slug', (ctx) => {
    const slug = ctx.params.slug ?? '';
    const found = SLUG_PATTERN.test(slug) ? d.products.findBySlug(slug) : undefined;
    if (!found?.public || !d.settings.getSiteSettings().isOnline) return pages.notFound(ctx);
    const { product } = found;
    if (!found.current) {
      ctx.status = 301;
      // Browsers revalidate it like a page: the old slug may later become another product's.
      ctx.set('Cache-Control', pages.cache.cacheControl);
      ctx.redirect(productUrl(product.slug) + (ctx.querystring ? `?${ctx.querystring}` : ''));
      return;
    }
    // After a no-JavaScript quote request (quote-form.routes.ts): the page with its success notice, cached apart.
    const quote: QuoteFormState = ctx.query.quote === 'sent' ? { status: 'sent' } : { status: 'idle' };
    return pages.send(ctx, () => productPageData(d, product, quote), {
      cacheKey: quote.status === 'sent' ? productQuoteSentUrl(product.slug) : productUrl(product.slug),
    });
  });
}

/** A public product's page: the product, the other public products of its category, and its quote form's state. */
export function productPageData(
  d: Pick<Deps, 'products' | 'stock' | 'availability' | 'now'>,
  product: ProductWithDetails,
  quote: QuoteFormState,
): Extract<SitePageData, { page: 'product' }> {
  const trade = d.availability.tradeSettings();
  return {
    page: 'product',
    // The owner's price only while it is young enough (prices.ts): an old one never reaches the page or its JSON-LD.
    product: { ...product, price: shownPrice(product.price, d.now(), trade.priceMaxAgeDays) },
    priceBasis: trade.priceBasis,
    related: d.stock.withBadges(
      d.products
        .listActive(product.categoryId)
        .filter((p) => p.id !== product.id)
        .slice(0, RELATED_PRODUCTS_LIMIT),
    ),
    availability: d.stock.originsOf(product),
    // The India month of the app's clock, as the page cache keys its copies (page-cache.ts).
    month: indiaTime(d.now()).month,
    quote,
  };
}

/** The home page: the first categories, this month's season, the stock strip. */
export function homePageData(
  d: Pick<Deps, 'categories' | 'stock'>,
  seasons: ReturnType<typeof createSeasonData>,
): Extract<SitePageData, { page: 'home' }> {
  return {
    page: 'home',
    categories: d.categories.listActive().slice(0, HOME_CATEGORY_LIMIT),
    season: seasons.now(),
    stock: homeStock(d.stock.board()),
  };
}
