// URL builders shared by the server, the public site and the admin.
import { monthSlug } from './seasons/seasons';

export const PUBLIC_NAV = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About Us' },
  { href: '/products', label: 'Products' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/contact', label: 'Contact' },
] as const;

/** Spec §2: '/' is active only on an exact match, every other link by path prefix. */
export function isNavActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** /products, of a category and with "In stock now" when asked: each a link that works without JavaScript. */
export function productsUrl(categoryId?: number, inStock = false): string {
  const query = [...(categoryId === undefined ? [] : [`category=${categoryId}`]), ...(inStock ? [`${IN_STOCK_PARAM}=in`] : [])];
  return query.length ? `/products?${query.join('&')}` : '/products';
}
/** The query parameter of the "In stock now" filter (?stock=in) on /products and /api/products. */
export const IN_STOCK_PARAM = 'stock';

/** A product's own page. */
export const productUrl = (slug: string) => `/products/${slug}`;
/** The stock board. */
export const availabilityUrl = () => '/availability';
/** Where a product page's quote form posts without JavaScript. */
export const productQuoteFormUrl = (slug: string) => `/products/${slug}/quote`;
/** A product page's quote section: the anchor of its form. */
export const QUOTE_SECTION_ID = 'quote';
/** Where a no-JavaScript quote request lands once sent: the product's page with its notice (cached apart). */
export const productQuoteSentUrl = (slug: string) => `${productUrl(slug)}?quote=sent`;

/** The season calendar: this month's (India time), or a month's own page (`/seasons/march`). */
export const seasonsUrl = (month?: number) => (month === undefined ? '/seasons' : `/seasons/${monthSlug(month)}`);

export const contactUrl = (subject?: string) => (subject ? `/contact?subject=${encodeURIComponent(subject)}` : '/contact');

export const ADMIN_SECTIONS = [
  'site-settings',
  'categories',
  'products',
  'availability',
  'gallery',
  'contact',
  'media',
  'company',
  'texts',
  'enquiries',
  'licences',
  'activity',
  'trash',
  'account',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export const DEFAULT_ADMIN_SECTION: AdminSection = 'site-settings';

export const adminUrl = (section: AdminSection = DEFAULT_ADMIN_SECTION) => `/admin/${section}`;

/** The public JSON calls (spec §7), kept apart so the public site's bundles carry none of the admin's. */
export const PUBLIC_API = {
  siteSettings: '/api/site-settings',
  contactSettings: '/api/contact-settings',
  categories: '/api/categories',
  /** `lang`: the page's language, when not English (the owner's words in it, as the page shows them). */
  products: (categoryId?: number, inStock = false, lang = 'en') => {
    const query = [
      ...(categoryId === undefined ? [] : [`categoryId=${categoryId}`]),
      ...(inStock ? [`${IN_STOCK_PARAM}=in`] : []),
      ...(lang === 'en' ? [] : [`lang=${lang}`]),
    ];
    return query.length ? `/api/products?${query.join('&')}` : '/api/products';
  },
  galleryFolders: '/api/gallery/folders',
  galleryImages: (folderId: number) => `/api/gallery/images/${folderId}`,
  contact: '/api/contact',
  quote: '/api/quote',
} as const;

export const ADMIN_API = {
  siteSettings: '/api/admin/site-settings',
  contactSettings: '/api/admin/contact-settings',
  categories: '/api/admin/categories',
  category: (id: number) => `/api/admin/categories/${id}`,
  products: '/api/admin/products',
  product: (id: number) => `/api/admin/products/${id}`,
  company: '/api/admin/company',
  /** countries, cities, partners, shops; an entry is `${companyList(list)}/${id}` */
  companyList: (list: string) => `/api/admin/company/${list}`,
  galleryFolders: '/api/admin/gallery/folders',
  galleryFolder: (id: number) => `/api/admin/gallery/folders/${id}`,
  galleryImages: '/api/admin/gallery/images',
  galleryImage: (id: number) => `/api/admin/gallery/images/${id}`,
  uploadSingle: '/api/admin/upload/single',
  uploadGallery: (folderId: number) => `/api/admin/upload/gallery/${folderId}`,
  mediaUpload: '/api/admin/media/upload',
  mediaItem: (id: number) => `/api/admin/media/${id}`,
  availability: '/api/admin/availability',
  availabilityOf: (productId: number) => `/api/admin/availability/${productId}`,
  tradeSettings: '/api/admin/trade-settings',
  siteTexts: '/api/admin/site-texts',
  setup: '/api/admin/setup',
  setupDismissed: '/api/admin/setup/dismissed',
  licences: '/api/admin/licences',
  licence: (id: number) => `/api/admin/licences/${id}`,
  enquiries: '/api/admin/enquiries',
  enquiry: (id: number) => `/api/admin/enquiries/${id}`,
  enquiriesCsv: '/api/admin/enquiries.csv',
  password: '/api/admin/account/password',
  system: '/api/admin/system',
  history: '/api/admin/history',
  versions: (kind: string) => `/api/admin/history/versions/${kind}`,
  revision: (id: number) => `/api/admin/history/${id}`,
  revisionRestore: (id: number) => `/api/admin/history/${id}/restore`,
  undo: (changeId: number) => `/api/admin/history/changes/${changeId}/undo`,
  trash: '/api/admin/trash',
  trashRestore: (changeId: number) => `/api/admin/trash/${changeId}/restore`,
  trashEntry: (changeId: number) => `/api/admin/trash/${changeId}`,
  drafts: '/api/admin/drafts',
  productDraft: (id: number) => `/api/admin/products/${id}/draft`,
  productDraftPublish: (id: number) => `/api/admin/products/${id}/draft/publish`,
  siteTextsDraft: '/api/admin/site-texts/draft',
  siteTextsDraftPublish: '/api/admin/site-texts/draft/publish',
  /** A record's translations (shared/translations: TRANSLATABLE); the page texts are record 0. */
  translations: (kind: string, id: number) => `/api/admin/translations/${kind}/${id}`,
  translationCoverage: '/api/admin/translations/coverage',
  /** A list put in the owner's order (shared/schemas/order: ORDERED_LISTS). */
  order: (list: string) => `/api/admin/order/${list}`,
} as const;

const allCalls = <P extends object, A extends object>(publicApi: P, adminApi: A) =>
  ({
    ...publicApi,
    login: '/api/auth/login',
    logout: '/api/auth/logout',
    me: '/api/auth/me',
    media: '/api/media',
    admin: adminApi,
  }) as const;

/** Every call, as the admin app uses them. Built by a pure call, so bundles that never use it drop it. */
export const API = /* @__PURE__ */ allCalls(PUBLIC_API, ADMIN_API);
