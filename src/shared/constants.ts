// Spec §9 business constants and the server-side limits the spec leaves "not shown".

export const COMPANY = {
  name: 'Mumbai Fruit Trading Co.',
  shortName: 'Mumbai Fruit',
  copyrightYear: 2024,
} as const;

export const MAINTENANCE_DURATION = '1-2 hours';
/** Seconds sent in Retry-After while the site is in maintenance (spec: 1-2 hours). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 3600;
/** What the contact and quote APIs answer (503) while the site is in maintenance: no public form is taken then. */
export const MAINTENANCE_FORM_MESSAGE = 'The site is under maintenance, so messages cannot be sent just now. Please call or email us.';

export const DEFAULT_HERO_TITLE = 'Premium Fruits From Around The World';
export const DEFAULT_HERO_SUBTITLE =
  'For over 40 years we have brought the finest fresh fruit from 16 countries to Mumbai and to 9 major cities across India.';

export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'linkedin'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const HOME_CATEGORY_LIMIT = 6;
export const SKELETON_COUNTS = { products: 8, galleryFolders: 3, galleryImages: 8, media: 8 } as const;
export const ADMIN_FOLDER_THUMBNAILS = 6;

export const TOAST = { limit: 1, removeDelayMs: 1_000_000, durationMs: 5000, swipeThresholdPx: 50 } as const;
export const QUERY = { authStatusMs: 300_000, siteSettingsFreshMs: 30_000 } as const; // 5 minutes, 30 seconds

// Sizes are written out (2 MB = 2_097_152 bytes): a bundler can drop an unused object of literals, but not
// one whose values are computed, and the public pages' scripts must stay small.
export const IMAGE_LIMITS = {
  logo: 2_097_152,
  hero: 5_242_880,
  category: 5_242_880,
  product: 5_242_880,
  default: 5_242_880,
  media: 5_242_880,
} as const;
export type ImageUse = keyof typeof IMAGE_LIMITS;

export const UPLOAD = {
  maxFileBytes: 5_242_880,
  maxFilesPerRequest: 10,
  /** Decoded-pixel ceiling: refuses decompression bombs before they reach memory. */
  maxInputPixels: 40_000_000,
  maxEdgePx: 2560,
  acceptedMimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'],
  /** A PDF document (a licence, a certificate): stored as sent, never re-encoded. */
  maxDocumentBytes: 10_485_760,
} as const;

export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** Maximum lengths of stored text (server-side validation, spec §9 "not shown"). */
export const TEXT_LIMITS = {
  name: 100,
  shortText: 200,
  description: 2000,
  heroTitle: 120,
  heroSubtitle: 500,
  origin: 100,
  address: 500,
  phone: 30,
  email: 254,
  url: 500,
  username: 100,
  password: 1024,
  enquiryName: 100,
  enquirySubject: 200,
  enquiryMessage: 5000,
  alt: 300,
  originalName: 255,
  search: 100,
} as const;

export const PASSWORD_MIN_LENGTH = 12;

/** Largest JSON body accepted by any route. */
export const JSON_BODY_LIMIT = '100kb';

/** Largest id accepted in a path or query (ids are SQLite rowids, positive). */
export const MAX_ID = 2 ** 31 - 1;
