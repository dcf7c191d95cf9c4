import { COMPANY } from '../../shared/constants';
import { alternates, LOCALE_INFO, LOCALES } from '../../shared/i18n/locales';
import { toSafeJson } from '../../shared/safe-json';
import { localBusinessJsonLd, type PageMeta, pageImageUrl } from './page-meta';
import { breadcrumbJsonLd, productJsonLd } from './product-json-ld';
import type { SitePageData, SiteShell } from './site-page';

/**
 * The page's schema.org data: the business on every indexed page, a product page's Product and breadcrumb, and the
 * page itself in its language.
 */
function jsonLd(shell: SiteShell, data: SitePageData, meta: PageMeta): Record<string, unknown>[] {
  const webPage = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: meta.canonical,
    name: meta.title,
    description: meta.description,
    inLanguage: LOCALE_INFO[shell.locale].tag,
  };
  const business = localBusinessJsonLd(shell, shell.contact);
  if (data.page !== 'product') return [business, webPage];
  return [business, productJsonLd(shell, data.product), breadcrumbJsonLd(shell, data.product), webPage];
}

/** The page's address in every language, and x-default (the English one): for indexed pages only. */
function Alternates({ shell, meta }: { shell: SiteShell; meta: PageMeta }) {
  return alternates(meta.path).map(({ hreflang, href }) => (
    <link key={hreflang} rel="alternate" hrefLang={hreflang} href={`${shell.origin}${href}`} />
  ));
}

export const THEME_COLOR = '#2c5d22';

/** Everything in <head>: title, description, canonical, social cards, JSON-LD, icons, the page's CSS and its islands script. */
export function SiteHead({ shell, data, meta, withScript }: { shell: SiteShell; data: SitePageData; meta: PageMeta; withScript: boolean }) {
  const { locale } = shell;
  const indexed = !meta.noindex && !shell.preview;
  const image = pageImageUrl(shell, data);
  const url = meta.canonical ?? `${shell.origin}${shell.pathname}`;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {indexed ? null : <meta name="robots" content="noindex" />}
      {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
      {indexed && meta.canonical ? <Alternates shell={shell} meta={meta} /> : null}
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href="/assets/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/assets/apple-touch-icon.png" />
      <link rel="manifest" href="/assets/site.webmanifest" />
      {/* Inline, so the first paint waits for no other request: only what this kind of page uses (build.mjs). */}
      <style>{shell.assets.css[data.page].text}</style>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={COMPANY.name} />
      <meta property="og:locale" content={LOCALE_INFO[locale].ogLocale} />
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={other} property="og:locale:alternate" content={LOCALE_INFO[other].ogLocale} />
      ))}
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={image} />
      {indexed
        ? jsonLd(shell, data, meta).map((item) => (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data through toSafeJson, in a script element that never runs (SECURITY XSS-2)
            <script key={String(item['@type'])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: toSafeJson(item) }} />
          ))
        : null}
      {withScript && shell.assets.js ? (
        // The entry is tiny and waits for the visitor (entries/hydrate-when-used.ts); the islands' files it names in
        // data-chunks are fetched once the page has loaded, so nothing here competes with the first paint or the images.
        <script type="module" src={shell.assets.js} data-chunks={shell.assets.preload.join(' ')} fetchPriority="low" />
      ) : null}
    </head>
  );
}
