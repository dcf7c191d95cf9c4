/** A column that holds an upload's path ('/uploads/<name>'), and how the owner is told a file is used there. */
export type UploadPathColumn = {
  table: string;
  column: string;
  /** The use in words: the whole phrase, or, with `rowName`, the noun before the row's name (category "Apples"). */
  usedAs: string;
  rowName?: string;
};

/**
 * Every column that holds an upload's path, written once: the in-use check (media-usages.repo) and the backup
 * (backup/referenced-uploads) both read it. upload-columns.test walks the schema, so a new image column that is
 * not listed here fails the tests rather than letting a file in use be deleted or left out of a backup.
 * (Gallery images refer to their media row by id, a foreign key: media-usages.repo checks that too.)
 */
export const UPLOAD_PATH_COLUMNS: readonly UploadPathColumn[] = [
  { table: 'site_settings', column: 'logo_path', usedAs: 'the site logo' },
  { table: 'site_settings', column: 'hero_image_path', usedAs: 'the hero image' },
  { table: 'categories', column: 'image', usedAs: 'category', rowName: 'name' },
  { table: 'products', column: 'image', usedAs: 'product', rowName: 'name' },
  { table: 'partners', column: 'logo_path', usedAs: 'partner', rowName: 'name' },
  { table: 'licences', column: 'document', usedAs: 'licence', rowName: 'number' },
];
