// The starter artwork, already through the upload pipeline: made at build time (make-starter-images.ts, run by
// build.mjs) into dist/starter-images/, so a first start copies finished files instead of decoding and encoding 64
// images on the server (a minute of one core and about 110 MiB for the image process on a small VPS).
// DECISION (src/decisions/starter-images-at-build.md): an entry is used only while its artwork is the very file it was
// made from (its SHA-256 is in the manifest); anything missing, changed or unreadable goes through the image pipeline
// as an owner's upload would.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PreparedImage } from '../../modules/media/media.service';
import type { ProcessedImage } from '../../modules/uploads/process-image';

export type StarterImageEntry = {
  /** What the entry was made from: the artwork and the pipeline (make-starter-images.ts); the build remakes it when either changes. */
  key: string;
  /** SHA-256 (hex) of the artwork file the entry was made from. */
  source: string;
  file: string;
  ext: ProcessedImage['ext'];
  mimeType: string;
  width: number;
  height: number;
  variants: Array<{ width: number; webp: string; avif: string | null }>;
};
export type StarterImageManifest = Record<string, StarterImageEntry>;

export const MANIFEST = 'manifest.json';

/** The types the upload pipeline makes (process-image.ts): an entry claiming another is not used. */
const PIPELINE_OUTPUTS: Partial<Record<string, string>> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The manifest of a prebuilt folder, or an empty one when there is none (a server run from source, unbuilt). */
export function readManifest(dir: string | undefined): StarterImageManifest {
  if (!dir || !existsSync(path.join(dir, MANIFEST))) return {};
  try {
    return JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')) as StarterImageManifest;
  } catch {
    return {};
  }
}

/** The prebuilt image for one artwork file, when there is one made from exactly these bytes. */
export function prebuiltImage(dir: string, manifest: StarterImageManifest, artFile: string, artBytes: Buffer): PreparedImage | undefined {
  const entry = manifest[artFile];
  if (!entry || entry.source !== sha256(artBytes) || PIPELINE_OUTPUTS[entry.ext] !== entry.mimeType) return undefined;
  try {
    const read = (name: string) => readFileSync(path.join(dir, path.basename(name)));
    return {
      data: read(entry.file),
      ext: entry.ext,
      mimeType: entry.mimeType,
      width: entry.width,
      height: entry.height,
      originalName: artFile,
      variants: entry.variants.map((v) => ({ width: v.width, webp: read(v.webp), avif: v.avif ? read(v.avif) : null })),
    };
  } catch {
    return undefined;
  }
}
