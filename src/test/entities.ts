// Entities as the API answers them, for tests: each field holds a plain value, so a test names only what it is about.
import type { Category, MediaItem, Product } from '../shared/types';

export function makeCategory(fields: Pick<Category, 'id' | 'name'> & Partial<Category>): Category {
  return { description: '', image: null, imageAlt: '', isActive: true, productCount: 0, ...fields };
}

export function makeProduct(fields: Pick<Product, 'id' | 'name' | 'categoryId' | 'categoryName'> & Partial<Product>): Product {
  return {
    slug: `product-${fields.id}`,
    description: '',
    image: null,
    imageAlt: '',
    origin: '',
    isActive: true,
    isFeatured: false,
    ...fields,
  };
}

/** A PNG in the media library (2 KB, 10 × 10 px). */
export function makeMediaItem(id: number, originalName: string, fields: Partial<MediaItem> = {}): MediaItem {
  const filename = `${String(id).repeat(32)}.png`;
  return {
    id,
    originalName,
    filename,
    alt: '',
    mimeType: 'image/png',
    size: 2048,
    url: `/uploads/${filename}`,
    width: 10,
    height: 10,
    createdAt: '2024-05-01T10:00:00.000Z',
    ...fields,
  };
}
