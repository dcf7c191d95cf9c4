import type { MediaItem } from '../../../shared/types';
import type { Db } from '../../db/open-database';
import { UPLOAD_PATH_COLUMNS, uploadPathsSelect } from './upload-columns';

/** Where a media item is used, in the owner's words: every upload-path column, then the gallery folders holding it. */
export function createMediaUsagesRepo(db: Db) {
  const byPath = UPLOAD_PATH_COLUMNS.map((c) => ({
    column: c,
    rows: db.prepare<{ path: string }, { name: string | null }>(
      `SELECT DISTINCT name, at FROM (${uploadPathsSelect(c)}) WHERE path = @path ORDER BY at`,
    ),
  }));
  const inGallery = db.prepare<{ mediaId: number }, { name: string }>(
    `SELECT DISTINCT f.name FROM gallery_images i JOIN gallery_folders f ON f.id = i.folder_id WHERE i.media_id = @mediaId`,
  );

  return {
    /** Empty when the item is free to delete. */
    usagesOf(item: MediaItem): string[] {
      // A product that shows the image twice (main and further) is named once.
      const uses = [
        ...byPath.flatMap(({ column, rows }) =>
          rows.all({ path: item.url }).map((r) => (column.rowName || column.nameSql ? `${column.usedAs} "${r.name}"` : column.usedAs)),
        ),
        ...inGallery.all({ mediaId: item.id }).map((r) => `gallery folder "${r.name}"`),
      ];
      return [...new Set(uses)];
    },
  };
}
export type MediaUsagesRepo = ReturnType<typeof createMediaUsagesRepo>;
