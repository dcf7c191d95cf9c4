import {
  type CompanyCounts,
  type CompanyFacts,
  companyCounts,
  directionsUrl,
  hoursGroups,
  hoursRows,
  WEEKDAY_NAMES,
} from '../../shared/company';
import { COMPANY } from '../../shared/constants';
import { type Locale, localePath } from '../../shared/i18n/locales';
import { monthName } from '../../shared/i18n/months';
import { availabilityUrl, productsUrl, productUrl, seasonsUrl } from '../../shared/paths';
import { placeholderContactFields } from '../../shared/placeholders';
import type { ContactSettings } from '../../shared/types';
import { configuredSocialLinks } from '../components/social-links';
import { type MessageKey, translate } from '../i18n/catalogue';
import type { SitePageData, SiteShell } from './site-page';

export const DEFAULT_OG_IMAGE = '/assets/og-image.jpg';

/** Every page's title ends with the company's name (its brand, the same in every language). */
const TITLE_SUFFIX = ` | ${COMPANY.name}`;

/** The words of a page's title and description in the page's language (the catalogue's `meta.` keys). */
function metaWords(locale: Locale) {
  const t = (key: MessageKey, values: Record<string, string | number> = {}) => translate(locale, key, { company: COMPANY.name, ...values });
  const counts = (n: CompanyCounts) => ({ years: n.years, countries: n.countries, cities: n.cities, shops: n.shops });
  return { t, counts };
}

/** The business's description (search results, LocalBusiness JSON-LD): the home page's. */
export function businessDescription(locale: Locale, n: CompanyCounts): string {
  const { t, counts } = metaWords(locale);
  return t('meta.home.description', counts(n));
}

export type PageMeta = {
  title: string;
  description: string;
  /** Absolute canonical URL, in the page's language; null for pages that must not be indexed. */
  canonical: string | null;
  /** The English page's address (query kept): its alternates in every language, and the language switch. */
  path: string;
  noindex: boolean;
};

/** Search results cut titles near 70 characters (html-validate long-title): a long name drops the suffix, then is cut. */
const TITLE_MAX = 70;
function fitTitle(title: string): string {
  const full = `${title}${TITLE_SUFFIX}`;
  if (full.length <= TITLE_MAX) return full;
  return title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}

/** Search results show about 160 characters of a description: a longer one is cut at a word, on one line. */
const DESCRIPTION_MAX = 160;
function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:.]+$/, '')}…`;
}

/** Title, description and canonical URL of each page. */
export function pageMeta(shell: SiteShell, data: SitePageData): PageMeta {
  const { locale } = shell;
  const { t, counts: words } = metaWords(locale);
  const counts = words(companyCounts(shell.company));
  const page = (title: string, description: string, path: string): PageMeta => ({
    title: fitTitle(title),
    description,
    canonical: `${shell.origin}${localePath(locale, path)}`,
    path,
    noindex: false,
  });
  switch (data.page) {
    case 'home':
      return { ...page('', t('meta.home.description', counts), '/'), title: t('meta.home.title') };
    case 'about': {
      const claim = shell.texts.claim.trim();
      const description = claim ? t('meta.about.descriptionClaim', { ...counts, claim }) : t('meta.about.description', counts);
      return page(t('meta.about.title'), description, '/about');
    }
    case 'products': {
      const category = data.categories.find((c) => c.id === data.selectedCategoryId && c.isActive);
      if (data.inStock) {
        const title = t('meta.products.inStock', { title: category?.name ?? t('meta.products.title') });
        return page(title, t('meta.products.inStockDescription'), productsUrl(category?.id, true));
      }
      return category
        ? page(category.name, t('meta.products.categoryDescription', { name: category.name }), productsUrl(category.id))
        : page(t('meta.products.title'), t('meta.products.description', counts), productsUrl());
    }
    case 'product': {
      const { name, origin } = data.product;
      return page(
        name,
        // The owner's own meta description first (at most 160 characters, one line: the schema's rule).
        data.product.metaDescription ||
          (data.product.description
            ? clip(data.product.description)
            : origin
              ? t('meta.product.descriptionOrigin', { name, origin })
              : t('meta.product.description', { name })),
        productUrl(data.product.slug),
      );
    }
    case 'seasons': {
      const month = monthName(locale, data.month);
      return data.chosen
        ? page(t('meta.seasons.monthTitle', { month }), t('meta.seasons.monthDescription', { month }), seasonsUrl(data.month))
        : page(t('meta.seasons.title'), t('meta.seasons.description'), seasonsUrl());
    }
    case 'availability':
      return page(t('meta.availability.title'), t('meta.availability.description'), availabilityUrl());
    case 'gallery':
      return page(t('meta.gallery.title'), t('meta.gallery.description'), '/gallery');
    case 'contact': {
      const hours = hoursRows(shell.company.hours)
        .map((row) => `${row.days} ${row.hours}`)
        .join(', ');
      return page(t('meta.contact.title'), clip(t('meta.contact.description', { hours })), '/contact');
    }
    case 'not-found':
      return {
        title: `${t('notFound.title')}${TITLE_SUFFIX}`,
        description: t('meta.notFound.description'),
        canonical: null,
        path: '/',
        noindex: true,
      };
    case 'maintenance':
      return {
        title: `${t('maintenance.title')}${TITLE_SUFFIX}`,
        description: t('meta.maintenance.description'),
        canonical: null,
        path: shell.pathname,
        noindex: true,
      };
  }
}

/** Absolute URL of the image used in link previews: the hero image, or the brand's share image. */
export function ogImageUrl(shell: SiteShell): string {
  return `${shell.origin}${shell.site.heroImagePath ?? DEFAULT_OG_IMAGE}`;
}

/** A page's own preview image: a product page shows its product (when it has a picture); every other page the site's. */
export function pageImageUrl(shell: SiteShell, data: SitePageData): string {
  return data.page === 'product' && data.product.image ? `${shell.origin}${data.product.image}` : ogImageUrl(shell);
}

/** The business hours in schema.org's form: one entry per run of days with the same times; closed days are left out. */
function openingHoursSpecification(company: CompanyFacts) {
  return hoursGroups(company.hours).flatMap((group) =>
    group.opens && group.closes
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: group.weekdays.map((day) => WEEKDAY_NAMES[day - 1]),
            opens: group.opens,
            closes: group.closes,
          },
        ]
      : [],
  );
}

const postalAddress = (streetAddress: string) => ({
  '@type': 'PostalAddress',
  streetAddress,
  addressLocality: 'Mumbai',
  addressRegion: 'Maharashtra',
  addressCountry: 'IN',
});

/** Each shop as a Store of the business (schema.org `department`): its address, phone, position and directions. */
function shopsJsonLd(company: CompanyFacts) {
  return company.shops.map((shop) => ({
    '@type': 'Store',
    name: shop.name,
    address: postalAddress(shop.address),
    ...(shop.phone ? { telephone: shop.phone } : {}),
    ...(shop.latitude !== null && shop.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: shop.latitude, longitude: shop.longitude } }
      : {}),
    hasMap: directionsUrl(shop),
  }));
}

/** schema.org LocalBusiness built from the contact settings (serialised with the safe serializer). */
export function localBusinessJsonLd(shell: SiteShell, contact: ContactSettings): Record<string, unknown> {
  const sameAs = configuredSocialLinks(contact.socialLinks).map((l) => l.href);
  const placeholder = placeholderContactFields(contact);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: COMPANY.name,
    url: `${shell.origin}/`,
    logo: `${shell.origin}${shell.site.logoPath ?? '/assets/logo.svg'}`,
    image: ogImageUrl(shell),
    description: businessDescription(shell.locale, companyCounts(shell.company)),
    // A value still at its starter placeholder is left out: search engines must not publish it (placeholders.ts).
    ...(contact.address && !placeholder.address ? { address: postalAddress(contact.address) } : {}),
    ...(contact.phone && !placeholder.phone ? { telephone: contact.phone } : {}),
    ...(contact.email && !placeholder.email ? { email: contact.email } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    openingHoursSpecification: openingHoursSpecification(shell.company),
    ...(shell.company.shops.length > 0 ? { department: shopsJsonLd(shell.company) } : {}),
  };
}
