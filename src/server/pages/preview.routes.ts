import type { Router } from '@koa/router';
import type { Context } from 'koa';
import * as v from 'valibot';
import { TEXT_PREVIEW_PAGES } from '../../shared/drafts';
import { productUrl } from '../../shared/paths';
import { adminProductUrl } from '../../shared/product-editor-path';
import type { SitePageData } from '../../site/entry.server';
import { HttpError } from '../errors';
import { currentAdmin, sessionCheckOf } from '../middleware/require-admin';
import { productAsDrafted } from '../modules/drafts/drafts.routes';
import { checkProductRefs } from '../modules/products/check-product-refs';
import { createSeasonData } from '../modules/seasons/season-data';
import type { Deps } from '../routes-context';
import { pathId, validate } from '../validate';
import { plainPage } from './plain-page';
import { homePageData, productPageData } from './public-pages.routes';
import type { SitePageRenderer } from './site-page-renderer';

const textPageParams = v.object({ page: v.picklist(TEXT_PREVIEW_PAGES, 'Unknown page') });

/**
 * The owner's previews (DECISION src/decisions/drafts.md): the real public page with a draft in it, under /admin so
 * that no shared cache keeps it (nginx-cache.conf never caches /admin), for the signed-in owner only (anyone else
 * is sent to the login page), private, no-store and noindex. A product without a draft, or texts without one,
 * preview as they are. Mounted on the admin shell's router (it carries the session), before the admin's sections.
 */
export function registerPreviewPages(
  router: Router,
  d: Pick<
    Deps,
    'config' | 'admins' | 'now' | 'products' | 'drafts' | 'siteTexts' | 'stock' | 'availability' | 'categories' | 'company' | 'mediaService'
  >,
  pages: SitePageRenderer,
) {
  const sessionCheck = sessionCheckOf(d);
  const seasons = createSeasonData(d);
  const signedIn = (ctx: Context) => {
    if (currentAdmin(ctx, sessionCheck)) return true;
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect('/admin/login');
    return false;
  };

  router.get('/admin/preview/products/:id', (ctx) => {
    if (!signedIn(ctx)) return;
    const id = pathId(ctx.params);
    if (!d.products.get(id)) return pages.notFound(ctx);
    const drafted = productAsDrafted(d, id);
    if (drafted) {
      // A draft that names what is gone since (its category deleted, its address taken) is said so, in words.
      try {
        checkProductRefs(d, drafted, id);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        ctx.status = 409;
        ctx.set('Cache-Control', 'private, no-store');
        ctx.set('X-Robots-Tag', 'noindex, nofollow');
        ctx.type = 'text/html; charset=utf-8';
        ctx.body = plainPage({
          title: 'This draft cannot be previewed',
          message: `${error.message}. Open the product's editor to change the draft.`,
          back: { href: adminProductUrl(id), label: 'Open the editor' },
        });
        return;
      }
    }
    return pages.sendPreview(
      ctx,
      () => drafted && d.products.update(id, drafted),
      () => productPageData(d, d.products.get(id)!, { status: 'idle' }),
      (data) => (data.page === 'product' ? productUrl(data.product.slug) : '/products'),
      () => d.products.findBySlug(d.products.get(id)!.slug)?.public === true,
    );
  });

  router.get('/admin/preview/texts/:page', (ctx) => {
    if (!signedIn(ctx)) return;
    const { page } = validate(textPageParams, ctx.params, 'Path');
    const draft = d.drafts.texts();
    const load = (): SitePageData => (page === 'home' ? homePageData(d, seasons) : { page: 'about' });
    return pages.sendPreview(
      ctx,
      () => Object.keys(draft).length > 0 && d.siteTexts.save(draft),
      load,
      () => (page === 'home' ? '/' : '/about'),
    );
  });
}
