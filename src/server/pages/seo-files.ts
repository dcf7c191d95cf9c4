import { alternates, LOCALES, localePath } from '../../shared/i18n/locales';
import { availabilityUrl, PUBLIC_NAV, productsUrl, productUrl, seasonsUrl } from '../../shared/paths';
import type { Category } from '../../shared/types';
import type { ProductPageEntry } from '../modules/products/products.repo';

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The season calendar: this month's, then each month's own page. */
const SEASON_PAGES = [seasonsUrl(), ...Array.from({ length: 12 }, (_, i) => seasonsUrl(i + 1))];

/**
 * The five pages, the season calendar, the stock board, each active category's products URL, and each public
 * product's page with when it last changed: each in every language, naming its alternates (and x-default, English).
 */
export function sitemapXml(origin: string, categories: Category[], products: ProductPageEntry[]): string {
  const urls: Array<{ path: string; lastmod?: string }> = [
    ...PUBLIC_NAV.map((n) => ({ path: n.href })),
    ...SEASON_PAGES.map((path) => ({ path })),
    { path: availabilityUrl() },
    ...categories.map((c) => ({ path: productsUrl(c.id) })),
    ...products.map((p) => ({ path: productUrl(p.slug), lastmod: p.updatedAt })),
  ];
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`;
  const body = urls
    .flatMap(({ path, lastmod }) => {
      const links = alternates(path)
        .map(({ hreflang, href }) => link(hreflang, href))
        .join('');
      return LOCALES.map(
        (locale) =>
          `  <url><loc>${escapeXml(origin + localePath(locale, path))}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${links}</url>`,
      );
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}
