import type { Db } from '../db/open-database';
import { TRASHED_FILES_SQL } from '../modules/history/record-kinds';
import { filenameFromPath } from '../modules/media/media.repo';
import { UPLOAD_PATH_COLUMNS, uploadPathsSelect } from '../modules/media/upload-columns';

/** Whether the database has this column: a backup made before a migration added it does not. */
function hasColumn(db: Db, table: string, column: string): boolean {
  return (
    db.prepare<[string, string], { n: number }>('SELECT COUNT(*) AS n FROM pragma_table_info(?) WHERE name = ?').get(table, column)!.n > 0
  );
}

function hasTable(db: Db, table: string): boolean {
  return db.prepare<[string], { n: number }>(`SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ?`).get(table)!.n > 0;
}

/**
 * Every upload file name the database refers to: media rows by file name, and every column that holds
 * '/uploads/<name>' (UPLOAD_PATH_COLUMNS: the logo, the hero image, categories, products and their further images,
 * partners' logos, licence documents), and the files of media items in the trash. A backup of an older schema is read
 * too: columns it does not have yet hold nothing (the restored database is migrated at the next start).
 */
export function referencedUploads(db: Db): Set<string> {
  const names = new Set<string>();
  for (const { filename } of db.prepare<[], { filename: string }>(`SELECT filename FROM media`).all()) names.add(filename);
  // What the trash holds keeps its files until it is purged (src/decisions/history.md); a backup made before the
  // history existed has no revisions table.
  if (hasTable(db, 'revisions')) {
    for (const { filename } of db.prepare<[], { filename: string }>(`${TRASHED_FILES_SQL}`).all()) names.add(filename);
  }
  for (const c of UPLOAD_PATH_COLUMNS.filter((column) => hasColumn(db, column.table, column.column))) {
    for (const { path } of db.prepare<[], { path: string | null }>(`SELECT path FROM (${uploadPathsSelect(c)})`).all()) {
      const name = path ? filenameFromPath(path) : undefined;
      if (name) names.add(name);
    }
  }
  return names;
}
