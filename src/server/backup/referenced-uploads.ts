import type { Db } from '../db/open-database';
import { filenameFromPath } from '../modules/media/media.repo';
import { UPLOAD_PATH_COLUMNS, uploadPathsSelect } from '../modules/media/upload-columns';

/**
 * Every upload file name the database refers to: media rows by file name, and every column that holds
 * '/uploads/<name>' (UPLOAD_PATH_COLUMNS: the logo, the hero image, categories, products and their further images).
 */
export function referencedUploads(db: Db): Set<string> {
  const names = new Set<string>();
  for (const { filename } of db.prepare<[], { filename: string }>(`SELECT filename FROM media`).all()) names.add(filename);
  for (const c of UPLOAD_PATH_COLUMNS) {
    for (const { path } of db.prepare<[], { path: string | null }>(`SELECT path FROM (${uploadPathsSelect(c)})`).all()) {
      const name = path ? filenameFromPath(path) : undefined;
      if (name) names.add(name);
    }
  }
  return names;
}
