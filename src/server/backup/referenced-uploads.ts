import type { Db } from '../db/open-database';
import { filenameFromPath } from '../modules/media/media.repo';

/**
 * Every upload file name the database refers to: media rows by file name, and the image fields that hold
 * '/uploads/<name>' (categories, products, the logo and the hero image).
 */
export function referencedUploads(db: Db): Set<string> {
  const names = new Set<string>();
  for (const { filename } of db.prepare<[], { filename: string }>(`SELECT filename FROM media`).all()) names.add(filename);
  const paths = db
    .prepare<[], { path: string | null }>(
      `SELECT image AS path FROM categories
       UNION ALL SELECT image FROM products
       UNION ALL SELECT logo_path FROM site_settings
       UNION ALL SELECT hero_image_path FROM site_settings`,
    )
    .all();
  for (const { path } of paths) {
    const name = path ? filenameFromPath(path) : undefined;
    if (name) names.add(name);
  }
  return names;
}
