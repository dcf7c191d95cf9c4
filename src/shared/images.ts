// Responsive variants of uploaded images: every upload is also stored at these widths (never enlarged) as
// WebP, and as AVIF where that is smaller. A variant's URL, /uploads/<name>-<width>, has no extension: the
// server answers with AVIF or WebP by the browser's Accept header, so a page builds srcset from the path alone.

export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;

const UPLOAD = /^\/uploads\/([a-f0-9]{32})\.(?:png|jpg|webp)$/;

/** '/uploads/abc.png' + 640 -> '/uploads/abc-640'; undefined for anything that is not an upload. */
export function variantPath(path: string, width: number): string | undefined {
  const match = UPLOAD.exec(path);
  return match ? `/uploads/${match[1]}-${width}` : undefined;
}

/** The srcset of an uploaded image, or undefined for other images (brand assets, data URLs). */
export function uploadSrcSet(path: string | null | undefined): string | undefined {
  if (!path || !UPLOAD.test(path)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${variantPath(path, w)} ${w}w`).join(', ');
}
