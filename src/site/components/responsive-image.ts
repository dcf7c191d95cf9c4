import { uploadSrcSet } from '../../shared/images';

/** src, and for an upload its WebP variants with the layout's `sizes` (both omitted for other images). */
export function responsiveImage(path: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = uploadSrcSet(path);
  return srcSet ? { src: path, srcSet, sizes } : { src: path };
}

/** A `srcset` of files named by width: `${base}-${width}.${extension}` for each width. */
export function widthSrcSet(base: string, widths: readonly number[], extension: string): string {
  return widths.map((w) => `${base}-${w}.${extension} ${w}w`).join(', ');
}
