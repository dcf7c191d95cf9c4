import { PUBLIC_NAV, productsUrl } from '../../shared/paths';
import type { Category } from '../../shared/types';

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The five pages and each active category's products URL. */
export function sitemapXml(origin: string, categories: Category[]): string {
  const urls = [...PUBLIC_NAV.map((n) => n.href), ...categories.map((c) => productsUrl(c.id))];
  const body = urls.map((u) => `  <url><loc>${escapeXml(origin + u)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}
