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
import { DEFAULT_LOCALE, localePath } from '../../shared/i18n/locales';
import { MONTH_NAMES } from '../../shared/months';
import { availabilityUrl, productsUrl, productUrl, seasonsUrl } from '../../shared/paths';
import { placeholderContactFields } from '../../shared/placeholders';
import type { ContactSettings } from '../../shared/types';
import { configuredSocialLinks } from '../components/social-links';
import type { SitePageData, SiteShell } from './site-page';

export const DEFAULT_OG_IMAGE = '/assets/og-image.jpg';

export const metaMessages = {
  suffix: ` | ${COMPANY.name}`,
  home: {
    // At most 70 characters (html-validate long-title; search results cut longer titles).
    title: `${COMPANY.name} | Premium Fruit Importers & Exporters`,
    description: (n: CompanyCounts) =>
      `${n.years}+ years of importing premium fresh fruit from ${n.countries} countries, supplying ${n.cities} major Indian cities from ${n.shops} APMC shops in Mumbai.`,
  },
  about: {
    title: 'About Us',
    /** `claim`: the owner's standing as the site states it (Page Texts); none, and the line states none. */
    description: (n: CompanyCounts, claim: string) =>
      `Our story, mission and vision: ${claim ? `${claim}, sourcing` : 'a Mumbai fruit importer sourcing'} from ${n.countries} countries and exporting green chillies and mangoes to Dubai.`,
  },
  products: {
    title: 'Our Product Range',
    description: (n: CompanyCounts) =>
      `Browse our range of premium fresh fruit from ${n.countries} countries, by category, with origin and details.`,
    categoryDescription: (name: string) => `${name} from ${COMPANY.name}: premium fresh fruit sourced from the best growing regions.`,
    inStock: (title: string) => `${title}: In Stock Now`,
    inStockDescription: `The fresh fruit ${COMPANY.name} has in stock now at APMC Vashi, Navi Mumbai, by category and origin.`,
  },
  availability: {
    title: 'Stock and Arrivals',
    description: `What ${COMPANY.name} has in stock today and what is arriving, by fruit and origin, with the day each status was set.`,
  },
  gallery: {
    title: 'Our Gallery',
    description: 'Photos from our shops, warehouses and the fresh fruit we import from around the world.',
  },
  contact: {
    title: 'Contact Us',
    description: (company: CompanyFacts) =>
      `Send us an enquiry, call us or visit our shops in the APMC market, Mumbai. Open ${hoursRows(company.hours)
        .map((row) => `${row.days} ${row.hours}`)
        .join(', ')}.`,
  },
  product: {
    /** Without a description of its own: what the page offers, in a sentence. */
    description: (name: string, origin: string) =>
      `${name}${origin ? ` from ${origin}` : ''}: premium fresh fruit imported and supplied across India by ${COMPANY.name}. Send us an enquiry.`,
  },
  seasons: {
    title: 'Fruit Season Calendar',
    description: `Which fresh fruit is in season each month, and from which origins: the import calendar of ${COMPANY.name}, by category.`,
    monthTitle: (month: string) => `Fruit in Season in ${month}`,
    monthDescription: (month: string) =>
      `Fresh fruit in season in ${month}, by category, with the origins each comes from and their months: imported and supplied across India by ${COMPANY.name}.`,
  },
  notFound: { title: 'Page Not Found', description: 'The page you were looking for could not be found.' },
  maintenance: { title: 'Site Under Maintenance', description: 'The site is under maintenance and will be back shortly.' },
};

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
  const full = `${title}${metaMessages.suffix}`;
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
  const m = metaMessages;
  const counts = companyCounts(shell.company);
  const locale = shell.locale ?? DEFAULT_LOCALE;
  const page = (title: string, description: string, path: string): PageMeta => ({
    title: fitTitle(title),
    description,
    canonical: `${shell.origin}${localePath(locale, path)}`,
    path,
    noindex: false,
  });
  switch (data.page) {
    case 'home':
      return { ...page('', m.home.description(counts), '/'), title: m.home.title };
    case 'about':
      return page(m.about.title, m.about.description(counts, shell.texts.claim.trim()), '/about');
    case 'products': {
      const category = data.categories.find((c) => c.id === data.selectedCategoryId && c.isActive);
      if (data.inStock) {
        return page(m.products.inStock(category?.name ?? m.products.title), m.products.inStockDescription, productsUrl(category?.id, true));
      }
      return category
        ? page(category.name, m.products.categoryDescription(category.name), productsUrl(category.id))
        : page(m.products.title, m.products.description(counts), productsUrl());
    }
    case 'product':
      return page(
        data.product.name,
        // The owner's own meta description first (at most 160 characters, one line: the schema's rule).
        data.product.metaDescription ||
          (data.product.description ? clip(data.product.description) : m.product.description(data.product.name, data.product.origin)),
        productUrl(data.product.slug),
      );
    case 'seasons': {
      const month = MONTH_NAMES[data.month - 1]!;
      return data.chosen
        ? page(m.seasons.monthTitle(month), m.seasons.monthDescription(month), seasonsUrl(data.month))
        : page(m.seasons.title, m.seasons.description, seasonsUrl());
    }
    case 'availability':
      return page(m.availability.title, m.availability.description, availabilityUrl());
    case 'gallery':
      return page(m.gallery.title, m.gallery.description, '/gallery');
    case 'contact':
      return page(m.contact.title, clip(m.contact.description(shell.company)), '/contact');
    case 'not-found':
      return { title: `${m.notFound.title}${m.suffix}`, description: m.notFound.description, canonical: null, path: '/', noindex: true };
    case 'maintenance':
      return {
        title: `${m.maintenance.title}${m.suffix}`,
        description: m.maintenance.description,
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
    description: metaMessages.home.description(companyCounts(shell.company)),
    // A value still at its starter placeholder is left out: search engines must not publish it (placeholders.ts).
    ...(contact.address && !placeholder.address ? { address: postalAddress(contact.address) } : {}),
    ...(contact.phone && !placeholder.phone ? { telephone: contact.phone } : {}),
    ...(contact.email && !placeholder.email ? { email: contact.email } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    openingHoursSpecification: openingHoursSpecification(shell.company),
    ...(shell.company.shops.length > 0 ? { department: shopsJsonLd(shell.company) } : {}),
  };
}
