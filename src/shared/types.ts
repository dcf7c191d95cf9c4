// Entity shapes of spec §3, as the JSON API sends them (camelCase, numeric ids, booleans).
import type { SocialPlatform } from './constants';

export type SiteSettings = {
  isOnline: boolean;
  logoPath: string | null;
  heroImagePath: string | null;
  heroTitle: string;
  heroSubtitle: string;
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
  isActive: boolean;
  isFeatured: boolean;
};

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

export type Enquiry = {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  isRead: boolean;
  createdAt: string;
};

export type AuthStatus = { isAuthenticated: boolean; username?: string };

export type UploadResponse = { path: string; media: MediaItem };

/** Error body of every non-2xx JSON response. */
export type ApiError = { message: string; code: string; fields?: Record<string, string>; ref?: string };
