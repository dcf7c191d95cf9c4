import type { Sharp, SharpOptions } from 'sharp';
import { UPLOAD } from '../../../shared/constants';
import { IMAGE_WIDTHS } from '../../../shared/upload-names';
import { unsupportedMediaType } from '../../errors';
import type { DetectedType } from './detect-image-type';

export type ProcessedImage = { data: Buffer; ext: 'png' | 'jpg' | 'webp'; mimeType: string; width: number; height: number };

type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp;
let loaded: Promise<SharpFactory> | undefined;

/**
 * sharp (libvips, about 11 MB resident before any work) is loaded with the first image, not at start: a server
 * that only serves pages never carries it. Never let libvips cache decoded images or spawn more threads than
 * this small server has.
 */
function loadSharp(): Promise<SharpFactory> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

const INVALID = 'This file is not a valid image. Please upload a JPG, PNG, WebP or SVG image.';

/**
 * Decodes and re-encodes every upload (SECURITY UPL-3, UPL-4): auto-rotated from EXIF, all metadata stripped,
 * at most UPLOAD.maxEdgePx on its longest edge, pixel count limited before decoding.
 * DECISION (src/decisions/svg-rasterised.md): SVGs are rasterised to WebP (alpha kept), so no script or external
 * reference in an SVG can ever reach a visitor.
 */
export async function processImage(input: Buffer, type: DetectedType): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  try {
    const base = { limitInputPixels: UPLOAD.maxInputPixels, failOn: 'error' as const };
    let pipeline: Sharp;
    if (type === 'svg') {
      const meta = await sharp(input, base).metadata();
      const longest = Math.max(meta.width ?? 0, meta.height ?? 0);
      if (!longest) throw new Error('svg without size');
      // Render crisply: scale the SVG so its longest edge is between 1024 px and the max edge.
      const target = Math.min(UPLOAD.maxEdgePx, Math.max(1024, longest));
      const density = Math.min(72 * (target / longest), 2400);
      pipeline = sharp(input, { ...base, density });
    } else {
      pipeline = sharp(input, base);
    }
    pipeline = pipeline.rotate().resize({ width: UPLOAD.maxEdgePx, height: UPLOAD.maxEdgePx, fit: 'inside', withoutEnlargement: true });
    let ext: ProcessedImage['ext'];
    let mimeType: string;
    if (type === 'jpeg') {
      pipeline = pipeline.jpeg({ quality: 82, mozjpeg: true, progressive: true });
      ext = 'jpg';
      mimeType = 'image/jpeg';
    } else if (type === 'webp' || type === 'svg') {
      pipeline = pipeline.webp({ quality: 82 });
      ext = 'webp';
      mimeType = 'image/webp';
    } else {
      pipeline = pipeline.png({ compressionLevel: 8 });
      ext = 'png';
      mimeType = 'image/png';
    }
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, ext, mimeType, width: info.width, height: info.height };
  } catch {
    throw unsupportedMediaType(INVALID);
  }
}

export type ImageVariant = { width: number; webp: Buffer; avif: Buffer | null };

/**
 * The responsive variants of a stored image, made once at upload (never per request): WebP always, AVIF
 * only where it is smaller than the WebP. An image narrower than a width is not enlarged: that variant is the
 * image at its own size, so every srcset entry exists.
 */
export async function makeVariants(stored: Buffer): Promise<ImageVariant[]> {
  const sharp = await loadSharp();
  const { width: own = 0 } = await sharp(stored).metadata();
  // Widths at or above the image's own are the same picture: encode it once and reuse it.
  const encoded = new Map<number, Omit<ImageVariant, 'width'>>();
  const variants: ImageVariant[] = [];
  // One encode at a time (not Promise.all): with sharp.concurrency(1) and the image job queue, an upload keeps
  // to one core, and the other stays free for visitors.
  for (const width of IMAGE_WIDTHS) {
    const target = Math.min(width, own || width);
    let variant = encoded.get(target);
    if (!variant) {
      const resized = sharp(stored, { limitInputPixels: UPLOAD.maxInputPixels }).resize({ width: target, withoutEnlargement: true });
      const webp = await resized.clone().webp({ quality: 78, effort: 4 }).toBuffer();
      // effort 2: about 13% smaller than WebP here at a third of effort 4's time (measured on the hero image).
      const avif = await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer();
      variant = { webp, avif: avif.length < webp.length ? avif : null };
      encoded.set(target, variant);
    }
    variants.push({ width, ...variant });
  }
  return variants;
}
