/** A column that holds an upload's path ('/uploads/<name>'), and how the owner is told a file is used there. */
export type UploadPathColumn = {
  table: string;
  column: string;
  /** The use in words: the whole phrase, or, with `rowName`, the noun before the row's name (category "Apples"). */
  usedAs: string;
  rowName?: string;
  /** The column holds a JSON array of paths (a product's further images) rather than one path or NULL. */
  list?: true;
  /** The paths are at this JSON path inside the column (a draft's editor input), not the column itself. */
  json?: string;
  /** The row's name as SQL over `t` when the table has no name of its own (a draft: its product's). */
  nameSql?: string;
};

/**
 * Every column that holds an upload's path, written once: the in-use check (media-usages.repo) and the backup
 * (backup/referenced-uploads) both read it. upload-columns.test walks the schema, so a new image column that is
 * not listed here fails the tests rather than letting a file in use be deleted or left out of a backup.
 * (Gallery images refer to their media row by id, a foreign key: media-usages.repo checks that too.)
 */
/** A draft's name: its product's. */
const DRAFT_NAME = '(SELECT p.name FROM products p WHERE p.id = t.product_id)';

export const UPLOAD_PATH_COLUMNS: readonly UploadPathColumn[] = [
  { table: 'site_settings', column: 'logo_path', usedAs: 'the site logo' },
  { table: 'site_settings', column: 'hero_image_path', usedAs: 'the hero image' },
  { table: 'categories', column: 'image', usedAs: 'category', rowName: 'name' },
  { table: 'products', column: 'image', usedAs: 'product', rowName: 'name' },
  { table: 'products', column: 'more_images', usedAs: 'product', rowName: 'name', list: true },
  { table: 'partners', column: 'logo_path', usedAs: 'partner', rowName: 'name' },
  { table: 'licences', column: 'document', usedAs: 'licence', rowName: 'number' },
  // A product's draft (src/decisions/drafts.md): its images are in use too, or its publishing would fail later.
  { table: 'product_drafts', column: 'content', usedAs: 'the draft of product', nameSql: DRAFT_NAME, json: '$.image' },
  { table: 'product_drafts', column: 'content', usedAs: 'the draft of product', nameSql: DRAFT_NAME, json: '$.moreImages', list: true },
];

/**
 * A SELECT of every path the column holds, one row each: `path` (NULL for an empty single column), `name` (the row's
 * `rowName`, else NULL) and `at` (the row's rowid). Constant SQL made from the constant list above, no input in it.
 */
export function uploadPathsSelect(c: UploadPathColumn): string {
  const name = c.nameSql ?? (c.rowName ? `t.${c.rowName}` : 'NULL');
  const source = c.json ? `t.${c.column}, '${c.json}'` : `t.${c.column}`;
  return c.list
    ? `SELECT j.value AS path, ${name} AS name, t.rowid AS at FROM ${c.table} t, json_each(${source}) j`
    : `SELECT ${c.json ? `json_extract(${source})` : `t.${c.column}`} AS path, ${name} AS name, t.rowid AS at FROM ${c.table} t`;
}
