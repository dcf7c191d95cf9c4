import { COMPANY } from '../../shared/constants';
import { DEFAULT_LOCALE, LOCALE_INFO } from '../../shared/i18n/locales';
import { toSafeJson } from '../../shared/safe-json';
import { localBusinessJsonLd, pageImageUrl, pageMeta } from './page-meta';
import { breadcrumbJsonLd, productJsonLd } from './product-json-ld';
import type { SitePageData, SiteShell } from './site-page';

/** The page's schema.org data: the business on every indexed page, and a product page's Product and breadcrumb. */
function jsonLd(shell: SiteShell, data: SitePageData): Record<string, unknown>[] {
  const business = localBusinessJsonLd(shell, shell.contact);
  if (data.page !== 'product') return [business];
  return [business, productJsonLd(shell, data.product), breadcrumbJsonLd(shell, data.product)];
}

export const THEME_COLOR = '#2c5d22';

/** Everything in <head>: title, description, canonical, social cards, JSON-LD, icons, the page's CSS and its islands script. */
export function SiteHead({ shell, data, withScript }: { shell: SiteShell; data: SitePageData; withScript: boolean }) {
  const meta = pageMeta(shell, data);
  const image = pageImageUrl(shell, data);
  const url = meta.canonical ?? `${shell.origin}${shell.pathname}`;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex || shell.preview ? <meta name="robots" content="noindex" /> : null}
      {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href="/assets/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/assets/apple-touch-icon.png" />
      <link rel="manifest" href="/assets/site.webmanifest" />
      {/* Inline, so the first paint waits for no other request: only what this kind of page uses (build.mjs). */}
      <style>{shell.assets.css[data.page].text}</style>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={COMPANY.name} />
      <meta property="og:locale" content={LOCALE_INFO[shell.locale ?? DEFAULT_LOCALE].ogLocale} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={image} />
      {meta.noindex || shell.preview
        ? null
        : jsonLd(shell, data).map((item) => (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data through toSafeJson, in a script element that never runs (SECURITY XSS-2)
            <script key={String(item['@type'])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: toSafeJson(item) }} />
          ))}
      {withScript && shell.assets.js ? (
        // The entry is tiny and waits for the visitor (entries/hydrate-when-used.ts); the islands' files it names in
        // data-chunks are fetched once the page has loaded, so nothing here competes with the first paint or the images.
        <script type="module" src={shell.assets.js} data-chunks={shell.assets.preload.join(' ')} fetchPriority="low" />
      ) : null}
    </head>
  );
}
