// Build step (build.mjs runs dist/make-starter-images.js): puts every starter artwork through the upload pipeline,
// the same processImage and makeVariants an owner's upload goes through, and writes the results with a manifest
// into dist/starter-images/ for the first start to copy (starter-images.ts).
// The folder is its own cache: build.mjs keeps it when it rebuilds dist/, and an entry is made again only when its
// artwork or the pipeline changed (the key: the artwork's bytes, process-image.ts's source, the upload limits and
// widths, and the versions of sharp and its libraries). So a deploy's rebuild makes none, and an interrupted build
// leaves the previous manifest and every file it names in place: the manifest is replaced last, in one rename, and
// only then are files it no longer names removed.
// Usage: node dist/make-starter-images.js <artDir> <outDir>
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOAD } from '../../../shared/constants';
import { IMAGE_WIDTHS } from '../../../shared/upload-names';
import { commandLine, usageError } from '../../command-line';
import { detectImageType } from '../../modules/uploads/detect-image-type';
import { makeVariants, processImage } from '../../modules/uploads/process-image';
import { STARTER_ART_FILES } from './starter-content';
import { MANIFEST, readManifest, type StarterImageEntry, type StarterImageManifest, sha256 } from './starter-images';

const USAGE = 'Usage: node dist/make-starter-images.js <artDir> <outDir>';

/** What decides the pipeline's output besides the artwork (this script runs from dist/, the sources beside it). */
async function pipelineKey(): Promise<string> {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const { default: sharp } = await import('sharp');
  return sha256(
    Buffer.concat([
      readFileSync(path.join(root, 'src/server/modules/uploads/process-image.ts')),
      Buffer.from(JSON.stringify({ UPLOAD, IMAGE_WIDTHS, versions: sharp.versions })),
    ]),
  );
}

/** One artwork through the pipeline; its files are named by its key, so they never overwrite another entry's. */
async function make(artFile: string, bytes: Buffer, key: string, outDir: string): Promise<StarterImageEntry> {
  const type = detectImageType(bytes);
  if (!type) throw new Error(`${artFile} is not an image the upload pipeline takes`);
  const processed = await processImage(bytes, type);
  const variants = await makeVariants(processed.data);
  const base = `${path.parse(artFile).name}.${key.slice(0, 12)}`;
  const write = (name: string, data: Buffer) => {
    writeFileSync(path.join(outDir, name), data);
    return name;
  };
  return {
    key,
    source: sha256(bytes),
    file: write(`${base}.${processed.ext}`, processed.data),
    ext: processed.ext,
    mimeType: processed.mimeType,
    width: processed.width,
    height: processed.height,
    variants: variants.map((v) => ({
      width: v.width,
      webp: write(`${base}-${v.width}.webp`, v.webp),
      avif: v.avif ? write(`${base}-${v.width}.avif`, v.avif) : null,
    })),
  };
}

const filesOf = (entry: StarterImageEntry) => [entry.file, ...entry.variants.flatMap((v) => (v.avif ? [v.webp, v.avif] : [v.webp]))];

/**
 * The machine's cache of made entries, shared by every checkout (each entry a folder named by its key, which names
 * the artwork's bytes and the whole pipeline): STARTER_IMAGES_CACHE, else ~/.cache/fruit-site-starter-images; an
 * empty STARTER_IMAGES_CACHE turns it off. A cache that cannot be read or written is skipped, never an error.
 */
function sharedCacheDir(): string | null {
  const configured = process.env.STARTER_IMAGES_CACHE;
  if (configured === '') return null;
  return configured ?? path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'fruit-site-starter-images');
}

/** The cached entry for `key`, its files copied into outDir; null when the cache has no whole entry for it. */
function fromCache(cache: string, key: string, outDir: string): StarterImageEntry | null {
  try {
    const dir = path.join(cache, key);
    const entry = JSON.parse(readFileSync(path.join(dir, 'entry.json'), 'utf8')) as StarterImageEntry;
    if (entry.key !== key) return null;
    for (const name of filesOf(entry)) copyFileSync(path.join(dir, name), path.join(outDir, name));
    return entry;
  } catch {
    return null;
  }
}

/** Offers a made entry to the cache: written aside, then renamed into place whole, so a reader never sees half. */
function toCache(cache: string, entry: StarterImageEntry, outDir: string): void {
  try {
    const target = path.join(cache, entry.key);
    if (existsSync(target)) return;
    mkdirSync(cache, { recursive: true });
    const temporary = mkdtempSync(path.join(cache, '.tmp-'));
    for (const name of filesOf(entry)) copyFileSync(path.join(outDir, name), path.join(temporary, name));
    writeFileSync(path.join(temporary, 'entry.json'), JSON.stringify(entry));
    try {
      renameSync(temporary, target);
    } catch {
      rmSync(temporary, { recursive: true, force: true }); // another build put it there first
    }
  } catch {
    // A cache is a convenience: a read-only home or a full disk only means the next build makes the image again.
  }
}

async function main() {
  const { positionals } = commandLine({ allowPositionals: true }, USAGE);
  const [artDir, outDir] = positionals;
  if (!artDir || !outDir || positionals.length > 2) usageError(`Two folders, not ${positionals.length}`, USAGE);
  mkdirSync(outDir, { recursive: true });
  const pipeline = await pipelineKey();
  const previous = readManifest(outDir);
  const manifest: StarterImageManifest = {};
  const work: Array<{ file: string; bytes: Buffer; key: string }> = [];
  for (const file of STARTER_ART_FILES) {
    const bytes = readFileSync(path.join(artDir, file));
    const key = sha256(Buffer.from(`${pipeline}\n${sha256(bytes)}`));
    const kept = previous[file];
    if (kept?.key === key && filesOf(kept).every((name) => existsSync(path.join(outDir, name)))) manifest[file] = kept;
    else work.push({ file, bytes, key });
  }
  // An entry another checkout of this machine made with the same key is copied (a fresh clone, a deploy's new
  // checkout); the rest go through the pipeline, one image per core at a time (each encode keeps to one thread:
  // process-image.ts), and are offered to that cache.
  const cache = sharedCacheDir();
  const queue = work.filter(({ file, key }) => {
    const copied = cache && fromCache(cache, key, outDir);
    if (copied) manifest[file] = copied;
    return !copied;
  });
  const made = queue.length;
  await Promise.all(
    Array.from({ length: Math.max(1, os.availableParallelism()) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const entry = await make(next.file, next.bytes, next.key, outDir);
        manifest[next.file] = entry;
        if (cache) toCache(cache, entry, outDir);
      }
    }),
  );
  const ordered = Object.fromEntries(STARTER_ART_FILES.map((file) => [file, manifest[file]!]));
  const temporary = path.join(outDir, `${MANIFEST}.${process.pid}`);
  writeFileSync(temporary, JSON.stringify(ordered));
  renameSync(temporary, path.join(outDir, MANIFEST));
  const named = new Set([MANIFEST, ...Object.values(ordered).flatMap(filesOf)]);
  for (const name of readdirSync(outDir)) if (!named.has(name)) rmSync(path.join(outDir, name), { force: true });
  const copied = work.length - made;
  console.log(
    `build: starter images: ${STARTER_ART_FILES.length} (${made} made, ${STARTER_ART_FILES.length - work.length} kept${copied ? `, ${copied} from the build cache` : ''})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
