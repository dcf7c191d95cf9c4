import type { MediaItem } from '../../../shared/types';
import { UPLOADS_URL_PREFIX } from '../../../shared/upload-names';
import { newIdSql } from '../../db/migrations';
import type { Db } from '../../db/open-database';

/** The id a new row gets: never one a deleted row had (src/decisions/history.md). */
const NEW_ID = newIdSql('media');

type Row = {
  id: number;
  filename: string;
  original_name: string;
  alt: string;
  mime_type: string;
  size: number;
  width: number | null;
  height: number | null;
  created_at: string;
};

export type NewMedia = {
  filename: string;
  originalName: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
};

export const mediaUrl = (filename: string) => `${UPLOADS_URL_PREFIX}${filename}`;

/** '/uploads/<name>' -> '<name>', or undefined for anything else. */
export const filenameFromPath = (path: string) => (path.startsWith(UPLOADS_URL_PREFIX) ? path.slice(UPLOADS_URL_PREFIX.length) : undefined);

export const toMediaItem = (r: Row): MediaItem => ({
  id: r.id,
  originalName: r.original_name,
  filename: r.filename,
  alt: r.alt,
  mimeType: r.mime_type,
  size: r.size,
  url: mediaUrl(r.filename),
  width: r.width,
  height: r.height,
  createdAt: r.created_at,
});

/** LIKE pattern that matches `text` literally (VAL-3: % and _ are escaped). */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createMediaRepo(db: Db) {
  const list = db.prepare<[], Row>(`SELECT * FROM media ORDER BY id DESC`);
  const search = db.prepare<{ pattern: string }, Row>(
    `SELECT * FROM media WHERE original_name LIKE @pattern ESCAPE '\\' OR filename LIKE @pattern ESCAPE '\\' ORDER BY id DESC`,
  );
  const getOne = db.prepare<{ id: number }, Row>(`SELECT * FROM media WHERE id = @id`);
  const byFilename = db.prepare<{ filename: string }, Row>(`SELECT * FROM media WHERE filename = @filename`);
  const insert = db.prepare(
    `INSERT INTO media (id, filename, original_name, alt, mime_type, size, width, height, created_at)
     VALUES (${NEW_ID}, @filename, @originalName, '', @mimeType, @size, @width, @height, @now)`,
  );
  const updateLabels = db.prepare(`UPDATE media SET alt = @alt, original_name = COALESCE(@originalName, original_name) WHERE id = @id`);
  const remove = db.prepare(`DELETE FROM media WHERE id = @id`);
  const allFilenames = db.prepare<[], { filename: string }>(`SELECT filename FROM media`);

  return {
    list: (text = ''): MediaItem[] => (text.trim() ? search.all({ pattern: likeContains(text.trim()) }) : list.all()).map(toMediaItem),
    get(id: number): MediaItem | undefined {
      const row = getOne.get({ id });
      return row && toMediaItem(row);
    },
    getByPath(path: string): MediaItem | undefined {
      const filename = filenameFromPath(path);
      const row = filename ? byFilename.get({ filename }) : undefined;
      return row && toMediaItem(row);
    },
    /** Inserts one row; call inside the caller's transaction when adding several. */
    insert(media: NewMedia): MediaItem {
      const { lastInsertRowid } = insert.run({ ...media, now: new Date().toISOString() });
      return toMediaItem(getOne.get({ id: Number(lastInsertRowid) })!);
    },
    /** The alt text, and the name when one is given. */
    updateLabels(id: number, labels: { alt: string; originalName?: string | undefined }): MediaItem | undefined {
      const changed = updateLabels.run({ id, alt: labels.alt, originalName: labels.originalName ?? null }).changes;
      return changed ? toMediaItem(getOne.get({ id })!) : undefined;
    },
    delete: (id: number): boolean => remove.run({ id }).changes > 0,
    filenames: (): Set<string> => new Set(allFilenames.all().map((r) => r.filename)),
  };
}
export type MediaRepo = ReturnType<typeof createMediaRepo>;
