// What a category row and a product row have in common, read the same way by both repos.
import { UPLOADS_URL_PREFIX } from '../../../shared/upload-names';

export type CatalogItemRow = {
  id: number;
  name: string;
  description: string;
  image: string | null;
  image_alt: string | null;
  is_active: number;
};

/** The shared fields as the API names them. */
export const catalogItemFields = (r: CatalogItemRow) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  image: r.image,
  imageAlt: r.image_alt ?? '',
  isActive: r.is_active === 1,
});

/** The `image_alt` column: the media library's alt text of the image in `<alias>.image` (constant SQL, no input in it). */
export const imageAltColumn = (alias: string) =>
  `(SELECT m.alt FROM media m WHERE m.filename = substr(${alias}.image, ${UPLOADS_URL_PREFIX.length + 1})) AS image_alt`;
