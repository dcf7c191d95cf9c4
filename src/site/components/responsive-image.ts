import { uploadSrcSet } from '../../shared/images';

/** src, and for an upload its WebP variants with the layout's `sizes` (both omitted for other images). */
export function responsiveImage(path: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = uploadSrcSet(path);
  return srcSet ? { src: path, srcSet, sizes } : { src: path };
}
