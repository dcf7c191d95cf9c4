// The public site's test data and server render, for the SSR tests and the island tests. No DOM here: an SSR test
// must not run with a browser window installed (rendering never touches window).

import { Window } from 'happy-dom';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CITIES, PARTNERS, SUPPLIER_COUNTRIES } from '../../server/db/migrations';
import type { CompanyFacts } from '../../shared/company';
import { STARTING_TEXTS } from '../../shared/site-texts/site-texts';
import type { Category, ContactSettings, GalleryFolder, Product, ProductWithDetails, SiteSettings } from '../../shared/types';
import { SiteDocument, type SitePageData, type SiteShell } from '../../site/entry.server';

export const HOSTILE = '"><img src=x onerror=alert(1)></script><script>alert(1)</script>';

export const siteSettings: SiteSettings = {
  isOnline: true,
  logoPath: null,
  heroImagePath: null,
  heroTitle: 'Premium Fruits From Around The World',
  heroSubtitle: 'For over 40 years we have brought the finest fresh fruit to India.',
};

export const contactSettings: ContactSettings = {
  address: 'Shop 12, APMC Fruit Market, Vashi, Navi Mumbai 400703',
  phone: '+91 98200 12345',
  email: 'hello@example.com',
  socialLinks: { facebook: 'https://facebook.com/fruitco', instagram: 'https://instagram.com/fruitco' },
  whatsappNumber: '919820012345',
};

/** The spec's company facts, as migration 6 ships them, one shop with a map position. */
export const companyFacts: CompanyFacts = {
  countries: [...SUPPLIER_COUNTRIES],
  cities: CITIES.map((name, i) => ({ id: i + 1, name })),
  partners: PARTNERS.map((name) => ({ name, logoPath: null, url: '' })),
  hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '06:00', closes: weekday === 7 ? '14:00' : '18:00' })),
  shops: ['47', '48', '112'].map((no, i) => ({
    id: i + 1,
    name: `APMC Vashi Shop ${no}`,
    address: `Shop No. ${no}, Fruit Market, APMC Market Phase II, Sector 19, Vashi, Navi Mumbai, Maharashtra 400703`,
    phone: i === 0 ? '+91 22 2789 4500' : '',
    hours: 'Mon-Sat 6:00 AM-6:00 PM, Sun 6:00 AM-2:00 PM',
    latitude: i === 0 ? 19.0771 : null,
    longitude: i === 0 ? 73.0087 : null,
    position: i + 1,
  })),
  foundingYear: 1985,
  years: 41,
};

export const categories: Category[] = [
  {
    id: 1,
    name: 'Apples',
    description: 'Crisp apples from four continents.',
    image: '/uploads/0123456789abcdef0123456789abcdef.webp',
    imageAlt: '',
    isActive: true,
    productCount: 2,
  },
  { id: 2, name: 'Citrus', description: '', image: null, imageAlt: '', isActive: true, productCount: 1 },
  { id: 3, name: 'Berries', description: '', image: null, imageAlt: '', isActive: true, productCount: 0 },
];

export const products: Product[] = [
  {
    id: 10,
    name: 'Washington Red Apple',
    slug: 'washington-red-apple',
    description: 'Deep red, sweet and crunchy.',
    image: '/uploads/abcdefabcdefabcdefabcdefabcdefab.webp',
    imageAlt: '',
    origin: 'USA',
    categoryId: 1,
    categoryName: 'Apples',
    isActive: true,
    isFeatured: true,
  },
  {
    id: 11,
    name: 'Gala Apple',
    slug: 'gala-apple',
    description: 'Mild and sweet.',
    image: null,
    imageAlt: '',
    origin: 'New Zealand',
    categoryId: 1,
    categoryName: 'Apples',
    isActive: true,
    isFeatured: false,
  },
  {
    id: 12,
    name: 'Valencia Orange',
    slug: 'valencia-orange',
    description: 'Juicy.',
    image: null,
    imageAlt: '',
    origin: 'Egypt',
    categoryId: 2,
    categoryName: 'Citrus',
    isActive: true,
    isFeatured: false,
  },
];

export const folders: GalleryFolder[] = [
  {
    id: 5,
    name: 'APMC Market',
    description: 'Our shops in Vashi.',
    imageCount: 2,
    coverPath: '/uploads/11111111111111111111111111111111.webp',
  },
  { id: 6, name: 'Warehouse', description: 'Cold storage.', imageCount: 0, coverPath: null },
];

/** Each kind of page's inline stylesheet: a marker naming the page, so a test can tell which one a page took. */
const pageCss = Object.fromEntries(
  (['home', 'about', 'products', 'product', 'seasons', 'availability', 'gallery', 'contact', 'not-found', 'maintenance'] as const).map(
    (page) => [page, { text: `.page-${page}{}` }],
  ),
) as SiteShell['assets']['css'];

export function shell(overrides: Partial<SiteShell> = {}): SiteShell {
  return {
    pathname: '/',
    origin: 'https://fruit.example',
    site: siteSettings,
    contact: contactSettings,
    company: companyFacts,
    texts: STARTING_TEXTS,
    assets: { js: '/build/page-abc123.js', preload: ['/build/chunk-abc123.js'], css: pageCss },
    locale: 'en',
    ...overrides,
  };
}

/** The first product with every trade detail filled, as its page shows it. */
export const productWithDetails: ProductWithDetails = {
  ...products[0]!,
  varieties: ['Red Delicious', 'Gala'],
  origins: [
    { country: 'USA', months: [1, 2, 9, 10, 11, 12] },
    { country: 'New Zealand', months: [4, 5, 6] },
  ],
  moreImages: [{ path: `/uploads/${'b'.repeat(32)}.webp`, alt: 'Apples in a carton' }],
  grades: 'Count 80-100 per 18 kg carton',
  packing: '18-20 kg carton',
  shelfLife: 'Up to 6 months in cold storage',
  storageTemperature: '0-1 °C',
  minimumOrder: '100 cartons',
  metaDescription: '',
  price: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The product the season and stock pages list. */
const washingtonApple = { id: 1, name: 'Washington Red Apple', slug: 'washington-red-apple', categoryId: 1, categoryName: 'Apples' };

export const pages: Record<SitePageData['page'], { pathname: string; data: SitePageData }> = {
  home: { pathname: '/', data: { page: 'home', categories } },
  about: { pathname: '/about', data: { page: 'about' } },
  products: { pathname: '/products', data: { page: 'products', categories, products, selectedCategoryId: null } },
  product: {
    pathname: '/products/washington-red-apple',
    data: { page: 'product', product: productWithDetails, related: [products[1]!], month: 11 },
  },
  seasons: {
    pathname: '/seasons',
    data: {
      page: 'seasons',
      month: 11,
      currentMonth: 11,
      chosen: false,
      products: [
        {
          ...washingtonApple,
          origins: [{ country: 'USA', months: [9, 10, 11, 12, 1, 2] }],
        },
      ],
    },
  },
  availability: {
    pathname: '/availability',
    data: {
      page: 'availability',
      staleAfterDays: 14,
      products: [
        {
          ...washingtonApple,
          badge: { kind: 'in_stock', label: 'In stock' },
          origins: [
            {
              country: 'USA',
              months: [9, 10, 11, 12, 1, 2],
              mode: 'sea',
              view: { kind: 'in_stock', label: 'In stock', setOn: '2026-11-02' },
            },
          ],
        },
      ],
    },
  },
  gallery: { pathname: '/gallery', data: { page: 'gallery', folders } },
  contact: { pathname: '/contact', data: { page: 'contact', form: { status: 'idle' } } },
  'not-found': { pathname: '/nope', data: { page: 'not-found' } },
  maintenance: { pathname: '/', data: { page: 'maintenance' } },
};

/**
 * A form as the no-JavaScript post leaves it when `field` was sent empty: `error` beside the field, `message` above the
 * form, the visitor's other text kept.
 */
export function refusedForEmpty<Values extends object>(values: Values, field: keyof Values & string, error: string, message = error) {
  return { status: 'invalid' as const, message, fieldErrors: { [field]: error }, values: { ...values, [field]: '' } };
}

/** The HTML the server sends (renderToString gives the same markup as the stream once complete). */
export function renderPage(shell: SiteShell, data: SitePageData): string {
  return `<!DOCTYPE html>${renderToString(createElement(SiteDocument, { shell, data }))}`;
}

/** Visible text of some HTML: tags removed, the entities React writes decoded, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Parses a rendered page into a detached DOM (a parser only, not the installed test window). */
export function parseHtml(html: string): Document {
  const window = new Window({ url: 'https://fruit.example/' });
  const parser = new window.DOMParser();
  return parser.parseFromString(html, 'text/html') as unknown as Document;
}
