// Build step (build.mjs runs dist/make-starter-images.js): puts every starter artwork through the upload pipeline,
// the same processImage and makeVariants an owner's upload goes through, and writes the results with a manifest
// into dist/starter-images/ for the first start to copy (starter-images.ts).
// Each result is kept in a cache folder under a key made of the artwork's bytes and this script's own code (the
// pipeline and its settings are bundled into it) and the versions of sharp and its libraries, so a rebuild with nothing changed makes none.
// Usage: node dist/make-starter-images.js <artDir> <outDir> <cacheDir>
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectImageType } from '../../modules/uploads/detect-image-type';
import { makeVariants, processImage } from '../../modules/uploads/process-image';
import { STARTER_ART_FILES } from './starter-content';
import { MANIFEST, type StarterImageEntry, type StarterImageManifest, sha256 } from './starter-images';

const ENTRY = 'entry.json';

async function pipelineKey(): Promise<string> {
  const { default: sharp } = await import('sharp');
  return sha256(Buffer.concat([readFileSync(fileURLToPath(import.meta.url)), Buffer.from(JSON.stringify(sharp.versions))]));
}

/** One artwork through the pipeline into its own cache folder (written aside, then renamed: never half there). */
async function make(artFile: string, bytes: Buffer, folder: string): Promise<void> {
  const type = detectImageType(bytes);
  if (!type) throw new Error(`${artFile} is not an image the upload pipeline takes`);
  const processed = await processImage(bytes, type);
  const variants = await makeVariants(processed.data);
  const stem = path.parse(artFile).name;
  const building = `${folder}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const write = (name: string, data: Buffer) => {
    writeFileSync(path.join(building, name), data);
    return name;
  };
  const entry: StarterImageEntry = {
    source: sha256(bytes),
    file: write(`${stem}.${processed.ext}`, processed.data),
    ext: processed.ext,
    mimeType: processed.mimeType,
    width: processed.width,
    height: processed.height,
    variants: variants.map((v) => ({
      width: v.width,
      webp: write(`${stem}-${v.width}.webp`, v.webp),
      avif: v.avif ? write(`${stem}-${v.width}.avif`, v.avif) : null,
    })),
  };
  writeFileSync(path.join(building, ENTRY), JSON.stringify(entry));
  rmSync(folder, { recursive: true, force: true });
  renameSync(building, folder);
}

async function main() {
  const [artDir, outDir, cacheDir] = process.argv.slice(2);
  if (!artDir || !outDir || !cacheDir) throw new Error('usage: make-starter-images <artDir> <outDir> <cacheDir>');
  const key = await pipelineKey();
  const folderOf = (file: string, bytes: Buffer) =>
    path.join(cacheDir, sha256(Buffer.from(`${key}\n${file}\n${sha256(bytes)}`)).slice(0, 32));
  const queue = STARTER_ART_FILES.map((file) => ({ file, bytes: readFileSync(path.join(artDir, file)) }));
  const missing = queue.filter(({ file, bytes }) => !existsSync(path.join(folderOf(file, bytes), ENTRY)));
  // One image per core at a time (each encode keeps to one thread: process-image.ts).
  const work = [...missing];
  await Promise.all(
    Array.from({ length: Math.max(1, os.availableParallelism()) }, async () => {
      for (let next = work.shift(); next; next = work.shift()) await make(next.file, next.bytes, folderOf(next.file, next.bytes));
    }),
  );
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const manifest: StarterImageManifest = {};
  for (const { file, bytes } of queue) {
    const folder = folderOf(file, bytes);
    const entry = JSON.parse(readFileSync(path.join(folder, ENTRY), 'utf8')) as StarterImageEntry;
    for (const name of [entry.file, ...entry.variants.flatMap((v) => (v.avif ? [v.webp, v.avif] : [v.webp]))]) {
      copyFileSync(path.join(folder, name), path.join(outDir, name));
    }
    manifest[file] = entry;
  }
  writeFileSync(path.join(outDir, MANIFEST), JSON.stringify(manifest));
  console.log(`build: starter images: ${queue.length} (${missing.length} made, ${queue.length - missing.length} from the cache)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
