import { readFile } from 'node:fs/promises';
import { TEXT_LIMITS, UPLOAD } from '../../../shared/constants';
import { formatLimit } from '../../../shared/format';
import type { MediaItem } from '../../../shared/types';
import { isPdfUpload } from '../../../shared/upload-names';
import type { Db } from '../../db/open-database';
import { conflict, HttpError, notFound, tooLarge, unsupportedMediaType } from '../../errors';
import { detectImageType, isPdf } from '../uploads/detect-image-type';
import { imageJobs } from '../uploads/job-queue';
import type { ImageVariant, ProcessedImage } from '../uploads/process-image';
import type { UploadStore } from '../uploads/upload-store';
import { imageProcess } from './image-process';
import type { MediaRepo } from './media.repo';
import type { MediaUsagesRepo } from './media-usages.repo';

export type IncomingFile = { filepath: string; originalFilename: string | null; size: number };

/** What an upload route takes: images only, or also PDF documents (licences, certificates). */
export type StoreOptions = { documents?: boolean };

/** A file checked and re-encoded, ready to store: an upload after the image pipeline, or a prebuilt starter image. */
export type PreparedImage = Omit<ProcessedImage, 'ext' | 'width' | 'height'> & {
  ext: ProcessedImage['ext'] | 'pdf';
  width: number | null;
  height: number | null;
  originalName: string;
  variants: ImageVariant[];
};

/** Keeps a client's file name only as a label: no path, no control characters, bounded (SECURITY UPL-5). */
export function cleanOriginalName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, TEXT_LIMITS.originalName);
  return cleaned || 'image';
}

export function createMediaService(deps: { db: Db; media: MediaRepo; usages: MediaUsagesRepo; store: UploadStore }) {
  const { db, media, store } = deps;

  /** Where a media item is used, in words for the owner; empty when it is free to delete. */
  const usagesOf = (item: MediaItem): string[] => deps.usages.usagesOf(item);

  /** Checks and re-encodes every file first, so one bad file refuses the whole request before anything is written. */
  async function prepare(files: IncomingFile[], { documents = false }: StoreOptions): Promise<PreparedImage[]> {
    const prepared: PreparedImage[] = [];
    for (const file of files) {
      const bytes = await readFile(file.filepath);
      const originalName = cleanOriginalName(file.originalFilename);
      // The type comes from the bytes alone: a PDF is kept as sent (it is only ever served as a download), once it
      // is known to hold no scripts, actions or attached files.
      if (documents && isPdf(bytes)) {
        await imageJobs
          .run(() => imageProcess.checkPdf(bytes))
          .catch((error: unknown) => {
            throw error instanceof HttpError ? unsupportedMediaType(`"${originalName}": ${error.message}`) : error;
          });
        prepared.push({ data: bytes, ext: 'pdf', mimeType: 'application/pdf', width: null, height: null, originalName, variants: [] });
        continue;
      }
      // The name never makes a file a PDF, but a file the owner calls a PDF that is not one is refused rather than
      // stored as whatever its bytes are: a damaged or disguised document is not the certificate they meant.
      if (documents && /\.pdf$/i.test(originalName)) throw unsupportedMediaType(`"${originalName}" is not a PDF document`);
      const type = detectImageType(bytes);
      if (!type) {
        throw unsupportedMediaType(`"${originalName}" is not a ${documents ? 'PDF document or a ' : ''}JPG, PNG, WebP or SVG image`);
      }
      if (bytes.length > UPLOAD.maxFileBytes) throw tooLarge(`File size must be less than ${formatLimit(UPLOAD.maxFileBytes)}`);
      // Decoded and encoded in the image process (image-process.ts), never in the server's own memory.
      const image = await imageJobs.run(() => imageProcess.upload(bytes, type));
      prepared.push({ ...image, originalName });
    }
    return prepared;
  }

  /**
   * Files first (atomic renames), then every row in one transaction, run by `insertRows` so callers can add their
   * own rows (gallery images) to the same transaction. If anything fails, the files already written are removed.
   */
  async function save<T>(prepared: PreparedImage[], insertRows: (items: MediaItem[]) => T): Promise<T> {
    const written: string[] = [];
    try {
      for (const image of prepared) {
        const filename = await store.write(image.data, image.ext);
        written.push(filename);
        await store.writeVariants(filename, image.variants);
      }
      return db.transaction(() => {
        const items = prepared.map((image, i) =>
          media.insert({
            filename: written[i]!,
            originalName: image.originalName,
            mimeType: image.mimeType,
            size: image.data.length,
            width: image.width,
            height: image.height,
          }),
        );
        return insertRows(items);
      })();
    } catch (error) {
      await Promise.all(written.map((name) => store.remove(name)));
      throw error;
    }
  }

  return {
    usagesOf,
    /** Stores uploads as media items, every file checked and re-encoded first; nothing is half-stored (see save). */
    async store<T = MediaItem[]>(
      files: IncomingFile[],
      insertRows: (items: MediaItem[]) => T = (items) => items as T,
      options: StoreOptions = {},
    ): Promise<T> {
      return save(await prepare(files, options), insertRows);
    },
    /** Stores files already through the pipeline (the prebuilt starter images), the same way as `store`. */
    storePrepared: (prepared: PreparedImage[]): Promise<MediaItem[]> => save(prepared, (items) => items),
    /**
     * Deletes a media item that nothing uses. Its file stays on disk: the history keeps the deleted item in the trash,
     * and the file goes when the trash is purged (DECISION src/decisions/history.md).
     */
    delete(id: number): void {
      const item = media.get(id);
      if (!item) throw notFound('Media file not found');
      const uses = usagesOf(item);
      if (uses.length) throw conflict(`This file is in use by ${uses.join(', ')}. Remove it there first.`);
      media.delete(id);
    },
    /**
     * Deletes rows that refer to media (gallery images, by `removeRows`) and, in the same transaction, the media
     * rows nothing else uses any more. `removeRows` runs first, so the usage check no longer sees the rows it
     * removes. An image also used elsewhere stays. Files stay on disk until the trash is purged (as `delete`).
     */
    deleteWithMedia(mediaIds: number[], removeRows: () => void): void {
      db.transaction(() => {
        removeRows();
        for (const mediaId of new Set(mediaIds)) {
          const item = media.get(mediaId);
          if (item && usagesOf(item).length === 0) media.delete(mediaId);
        }
      })();
    },
    /** Start-up backfill: makes the variants of any stored image that lacks them. Returns how many it made. */
    async ensureVariants(): Promise<number> {
      let made = 0;
      for (const item of media.list()) {
        if (isPdfUpload(item.filename) || (await store.hasVariants(item.filename))) continue;
        const full = store.pathOf(item.filename);
        if (!full) continue;
        const bytes = await readFile(full).catch(() => undefined);
        if (!bytes) continue;
        await store.writeVariants(item.filename, await imageJobs.run(() => imageProcess.variants(bytes)));
        made++;
      }
      return made;
    },
    /** True when `path` is an upload this server issued and still has. */
    exists: (path: string): boolean => media.getByPath(path) !== undefined,
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
