// One name per cached list, so a change can invalidate exactly what it affects.
export const KEYS = {
  auth: 'auth',
  siteSettings: 'site-settings',
  contactSettings: 'contact-settings',
  categories: 'categories',
  products: 'products',
  galleryFolders: 'gallery-folders',
  galleryImages: 'gallery-images',
  media: 'media',
  mediaSearch: (search: string) => `media:${search}`,
  enquiries: 'enquiries',
  system: 'system',
} as const;
