// Responsive images: every upload has variants at IMAGE_WIDTHS (the naming is in upload-names.ts), so a page
// builds the srcset of an uploaded image from its path alone.
import { IMAGE_WIDTHS, UPLOAD_PATH_PATTERN, variantPath } from './upload-names';

/** The srcset of an uploaded image, or undefined for other images (brand assets, data URLs). */
export function uploadSrcSet(path: string | null | undefined): string | undefined {
  if (!path || !UPLOAD_PATH_PATTERN.test(path)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${variantPath(path, w)} ${w}w`).join(', ');
}
