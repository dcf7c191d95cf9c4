import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

import {
  IMAGE_WIDTHS,
  SERVED_FILENAME,
  UPLOAD_FILENAME,
  uploadBase,
  VARIANT_URL_NAME,
  variantFilename,
  variantFilenames,
} from '../../../shared/upload-names';

/** The WebP variants every upload has. */
const webpVariants = (filename: string) => IMAGE_WIDTHS.map((w) => variantFilename(filename, w, 'webp'));

export function createUploadStore(dataDir: string) {
  const uploadsDir = path.join(dataDir, 'uploads');
  const tmpDir = path.join(dataDir, 'tmp');
  const orphansDir = path.join(dataDir, 'orphans');

  async function fsyncDir(dir: string) {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  return {
    uploadsDir,
    tmpDir,
    async ensureDirs() {
      await mkdir(uploadsDir, { recursive: true });
      await mkdir(tmpDir, { recursive: true });
    },
    /**
     * Writes bytes under a temp name in the uploads folder, fsyncs, then renames into place, so a crash
     * leaves either the whole file or a `.tmp-*` that the start-up sweep removes (SECURITY UPL-7).
     */
    async write(data: Buffer, ext: string, name = randomBytes(16).toString('hex')): Promise<string> {
      const filename = `${name}.${ext}`;
      const tmp = path.join(uploadsDir, `.tmp-${randomBytes(8).toString('hex')}`);
      const handle = await open(tmp, 'wx', 0o644);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(tmp, path.join(uploadsDir, filename));
        await fsyncDir(uploadsDir);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      return filename;
    },
    /** Writes the responsive variants of `filename` (same atomic way), returning their names. */
    async writeVariants(filename: string, variants: Array<{ width: number; webp: Buffer; avif: Buffer | null }>): Promise<string[]> {
      const names: string[] = [];
      for (const v of variants) {
        names.push(await this.write(v.webp, 'webp', `${uploadBase(filename)}-${v.width}`));
        if (v.avif) names.push(await this.write(v.avif, 'avif', `${uploadBase(filename)}-${v.width}`));
      }
      return names;
    },
    /** True when every variant of `filename` is on disk. */
    async hasVariants(filename: string): Promise<boolean> {
      const found = await Promise.all(
        webpVariants(filename).map((n) =>
          stat(path.join(uploadsDir, n)).then(
            () => true,
            () => false,
          ),
        ),
      );
      return found.every(Boolean);
    },
    /** Removes an upload and its variants. */
    async remove(filename: string): Promise<void> {
      if (!UPLOAD_FILENAME.test(filename)) return;
      for (const name of [filename, ...variantFilenames(filename)]) {
        await unlink(path.join(uploadsDir, name)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
      }
    },
    /** True when the upload's own file is on disk (a name the app makes; anything else is false). */
    exists: (filename: string): boolean => UPLOAD_FILENAME.test(filename) && existsSync(path.join(uploadsDir, filename)),
    pathOf(filename: string): string | undefined {
      return SERVED_FILENAME.test(filename) ? path.join(uploadsDir, filename) : undefined;
    },
    /**
     * The file behind a variant URL (<name>-<width>, no extension): its AVIF when the browser accepts AVIF
     * and one exists, else its WebP. Undefined for any other name.
     */
    async negotiateVariant(name: string, acceptsAvif: boolean): Promise<string | undefined> {
      if (!VARIANT_URL_NAME.test(name)) return undefined;
      if (acceptsAvif) {
        const avif = path.join(uploadsDir, `${name}.avif`);
        if (
          await stat(avif).then(
            (s) => s.isFile(),
            () => false,
          )
        )
          return avif;
      }
      return path.join(uploadsDir, `${name}.webp`);
    },
    /**
     * Start-up sweep: removes interrupted writes (`.tmp-*`), parser temp files, and upload files that no
     * media row names (a crash between rename and insert). Returns what it removed, and the media rows
     * whose file is gone (`missing`: never deleted here, reported so the operator can restore them; UPL-7).
     */
    /** Hourly: parser temp files older than `olderThanMs` (a crash mid-upload); live uploads are younger. */
    async sweepTmp(olderThanMs: number): Promise<number> {
      let removed = 0;
      for (const name of await readdir(tmpDir)) {
        const full = path.join(tmpDir, name);
        const info = await stat(full).catch(() => undefined);
        if (info && Date.now() - info.mtimeMs > olderThanMs) {
          await rm(full, { force: true, recursive: true });
          removed++;
        }
      }
      return removed;
    },
    async sweep(knownFilenames: Set<string>): Promise<{ temp: number; orphans: string[]; missing: string[] }> {
      let temp = 0;
      const orphans: string[] = [];
      const missing: string[] = [];
      const knownBases = new Set([...knownFilenames].map(uploadBase));
      for (const name of await readdir(tmpDir)) {
        await rm(path.join(tmpDir, name), { force: true, recursive: true });
        temp++;
      }
      for (const name of await readdir(uploadsDir)) {
        const full = path.join(uploadsDir, name);
        if (name.startsWith('.tmp-')) {
          await rm(full, { force: true });
          temp++;
        } else if (SERVED_FILENAME.test(name) && !knownBases.has(uploadBase(name))) {
          const info = await stat(full);
          if (info.isFile()) {
            // Kept aside, not deleted: a file without a row may still matter (say, after restoring an older database).
            await mkdir(orphansDir, { recursive: true });
            await rename(full, path.join(orphansDir, name));
            orphans.push(name);
          }
        }
      }
      for (const name of knownFilenames) {
        const info = UPLOAD_FILENAME.test(name) ? await stat(path.join(uploadsDir, name)).catch(() => undefined) : undefined;
        if (!info?.isFile()) missing.push(name);
      }
      return { temp, orphans, missing };
    },
  };
}
export type UploadStore = ReturnType<typeof createUploadStore>;
