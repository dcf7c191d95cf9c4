import type { Product } from '../../shared/types';

/** A product's fields as the admin API takes them (a whole PUT body), to change one and send the rest as they are. */
export const productInputOf = (p: Product) => ({
  name: p.name,
  description: p.description,
  categoryId: p.categoryId,
  origin: p.origin,
  isFeatured: p.isFeatured,
  isActive: p.isActive,
  image: p.image,
});
