// Entity shapes of spec §3, as the JSON API sends them (camelCase, numeric ids, booleans).
import type { AvailabilityBadge, TransportMode } from './availability/availability';
import type { SocialPlatform } from './constants';
import type { Locale } from './i18n/locales';
import type { ProductPrice } from './prices/prices';
import type { BuyerType, QuantityUnit } from './quotes/quote-schema';
import type { InEnglishFields } from './translations/in-english';

export type SiteSettings = {
  isOnline: boolean;
  logoPath: string | null;
  heroImagePath: string | null;
  heroTitle: string;
  heroSubtitle: string;
  /** On a page in another language, the hero's texts shown in English for want of a translation: marked lang="en". */
  inEnglish?: InEnglishFields;
};

export type SocialLinks = Partial<Record<SocialPlatform, string>>;

export type ContactSettings = {
  address: string;
  phone: string;
  email: string;
  socialLinks: SocialLinks;
  /** Beyond the spec: digits of a WhatsApp number for the click-to-chat button, '' when unset. */
  whatsappNumber: string;
};

export type Category = {
  id: number;
  name: string;
  description: string;
  image: string | null;
  /** Read-only: the alt text the owner gave the image in the media library ('' when none). */
  imageAlt: string;
  isActive: boolean;
  productCount: number;
  /** Fields shown in English on a page in another language, having no translation there: marked lang="en". */
  inEnglish?: InEnglishFields;
};

export type Product = {
  id: number;
  name: string;
  /** Beyond the spec: the product page's address, /products/<slug> (unique, lowercase ASCII). */
  slug: string;
  description: string;
  image: string | null;
  /** Read-only: the alt text the owner gave the image in the media library ('' when none). */
  imageAlt: string;
  origin: string;
  categoryId: number;
  /** Read-only convenience for the category badge on cards. */
  categoryName: string;
  /** Fields shown in English on a page in another language, having no translation there: marked lang="en". */
  inEnglish?: InEnglishFields;
  isActive: boolean;
  isFeatured: boolean;
  /** Beyond the spec, public reads only: the card's availability badge (the best news of its origins), null if none. */
  availability?: AvailabilityBadge | null;
};

/**
 * A country a product comes from, the months (1 = January ... 12 = December, ascending) it is available, and how it
 * usually comes (null or left out: not stated).
 */
export type ProductOrigin = { country: string; months: number[]; mode?: TransportMode | null };

/** Beyond the spec: a product's trade details, shown on its page and edited in the admin's product editor. */
export type ProductDetails = {
  varieties: string[];
  origins: ProductOrigin[];
  /** Further images after the main one, in order, each with the media library's alt text ('' when none). */
  moreImages: { path: string; alt: string }[];
  /** Grades, sizes and counts (e.g. "Count 80-100 per 18 kg carton"). */
  grades: string;
  packing: string;
  shelfLife: string;
  storageTemperature: string;
  minimumOrder: string;
  /** The page's meta description; '' means one is made from the description. */
  metaDescription: string;
  /** An indicative price the owner set, or null (none). The site shows it only while it is young enough. */
  price: ProductPrice | null;
};

/** GET /api/admin/products/:id and the product page: the product with its trade details. */
export type ProductWithDetails = Product & ProductDetails & { updatedAt: string };

export type GalleryFolder = {
  id: number;
  name: string;
  description: string;
  imageCount: number;
  /** Read-only: the first image of the folder, for its card; null when empty. */
  coverPath: string | null;
};

export type GalleryImage = {
  id: number;
  folderId: number;
  path: string;
  filename: string;
  originalName: string;
  alt: string;
};

export type MediaItem = {
  id: number;
  originalName: string;
  filename: string;
  alt: string;
  mimeType: string;
  size: number;
  url: string;
  width: number | null;
  height: number | null;
  createdAt: string;
};

/** Beyond the spec: what a quote request from a product page adds to an enquiry. */
export type QuoteDetails = {
  /** null once the product has been deleted; its name stays. */
  productId: number | null;
  productName: string;
  company: string;
  buyerType: BuyerType;
  quantity: number;
  quantityUnit: QuantityUnit;
  deliveryCity: string;
  gstin: string;
  /** 1-12, or null when the buyer has no preference. */
  preferredMonth: number | null;
};

export type Enquiry = {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  /** The language it came in: the page's, or the one a JSON call named. */
  language: Locale;
  /** null for a message from the contact form. */
  quote: QuoteDetails | null;
};

export type AuthStatus = { isAuthenticated: boolean; username?: string };

export type UploadResponse = { path: string; media: MediaItem };

/** Error body of every non-2xx JSON response. */
export type ApiError = { message: string; code: string; fields?: Record<string, string>; ref?: string };
