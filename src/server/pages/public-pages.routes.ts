import type { Router } from '@koa/router';
import { HOME_CATEGORY_LIMIT } from '../../shared/constants';
import { optionalQueryId } from '../../shared/schemas/common';
import type { ContactFormState } from '../../site/entry.server';
import type { Deps } from '../routes-context';
import type { SitePageRenderer } from './site-page-renderer';

/** The five public pages (server-rendered React), each from the page cache unless it carries a visitor's own text. */
export function registerPublicPages(router: Router, d: Deps, pages: SitePageRenderer) {
  router.get('/', (ctx) =>
    pages.send(ctx, () => ({ page: 'home', categories: d.categories.listActive().slice(0, HOME_CATEGORY_LIMIT) }), { cacheKey: '/' }),
  );
  router.get('/about', (ctx) => pages.send(ctx, () => ({ page: 'about' }), { cacheKey: '/about' }));
  router.get('/products', (ctx) => {
    const categories = d.categories.listActive();
    const requested = optionalQueryId(ctx.query.category);
    // An id that names no active category shows all products, like a missing one (spec §4).
    const selected = requested !== undefined && categories.some((c) => c.id === requested) ? requested : undefined;
    return pages.send(
      ctx,
      () => ({ page: 'products', categories, products: d.products.listActive(selected), selectedCategoryId: selected ?? null }),
      {
        cacheKey: `/products?category=${selected ?? ''}`,
      },
    );
  });
  router.get('/gallery', (ctx) => pages.send(ctx, () => ({ page: 'gallery', folders: d.gallery.listFolders() }), { cacheKey: '/gallery' }));
  router.get('/contact', (ctx) => {
    const subject = typeof ctx.query.subject === 'string' ? ctx.query.subject.slice(0, 200) : '';
    const sent = ctx.query.sent === '1';
    const form: ContactFormState = sent ? { status: 'sent' } : { status: 'idle', ...(subject ? { prefillSubject: subject } : {}) };
    // A prefilled subject is the visitor's own text: rendered per request, never stored in the cache.
    return pages.send(ctx, () => ({ page: 'contact', form }), subject ? {} : { cacheKey: `/contact?sent=${sent}` });
  });
}
