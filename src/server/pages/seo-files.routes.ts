import type { Router } from '@koa/router';
import type { Deps } from '../routes-context';
import { siteOrigin } from '../site-origin';
import { robotsTxt, sitemapXml } from './seo-files';

/** robots.txt and sitemap.xml, with absolute URLs from the site's own origin. */
export function registerSeoFiles(router: Router, d: Pick<Deps, 'config' | 'categories' | 'products'>) {
  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = robotsTxt(siteOrigin(ctx, d.config.publicOrigin));
  });
  router.get('/sitemap.xml', (ctx) => {
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = sitemapXml(siteOrigin(ctx, d.config.publicOrigin), d.categories.listActive(), d.products.pageEntries());
  });
}
