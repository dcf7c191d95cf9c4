import type { RecordKind, Snapshot } from '../../../shared/history/history';
import { RECORD_KIND_LABELS } from '../../../shared/history/history';
import type { TranslatableKind } from '../../../shared/translations/translatable';

/**
 * One table's share of a record: its rows where `match` equals the record's id (every row when `match` is null),
 * and `scope`'s column its value when given, identified by `key`. An `orderOnly` part holds only the listed columns
 * of rows that exist, and restoring it sets them back without adding or removing rows (a reorder). A `readOnly` part
 * is read (what names the record, whether it exists) and never written back.
 */
export type Part = {
  table: string;
  match: string | null;
  key: readonly string[];
  columns?: readonly string[];
  orderOnly?: boolean;
  scope?: { column: string; value: string };
  readOnly?: boolean;
};

export type RecordKindDefinition = {
  /** The record's own table first; deleting goes the other way round. */
  parts: readonly Part[];
  /** The record's name in a snapshot, for the Activity list. */
  title(snapshot: Snapshot): string;
};

const ID: readonly string[] = ['id'];
const own = (table: string): Part => ({ table, match: 'id', key: ID });
const whole = (table: string, key: readonly string[] = ID): Part => ({ table, match: null, key });
/** A list's order: each row's place and what names it in the Activity list; `match` for a list within a record (a category's products). */
const order = (table: string, match: string | null = null, columns: readonly string[] = ['id', 'name', 'position']): Part => ({
  table,
  match,
  key: ID,
  columns,
  orderOnly: true,
});
const named = (s: Snapshot) => {
  const row = Object.values(s)[0]?.[0];
  return typeof row?.name === 'string' ? row.name : '';
};
const label = (kind: RecordKind) => () => RECORD_KIND_LABELS[kind];
/** A record's translations (DECISION src/decisions/content-translations.md), named by the record's own row. */
const translations = (kind: TranslatableKind, match: string | null = 'record_id'): Part => ({
  table: 'translations',
  match,
  key: ['kind', 'record_id', 'field', 'locale'],
  scope: { column: 'kind', value: kind },
});
const nameOf = (table: string, columns: readonly string[] = ['id', 'name']): Part => ({
  table,
  match: 'id',
  key: ID,
  columns,
  readOnly: true,
});

// Table and column names below are fixed SQL identifiers, never input (the SQL gate, VAL-3).
export const RECORD_KINDS: Record<RecordKind, RecordKindDefinition> = {
  product: {
    parts: [
      own('products'),
      { table: 'availability', match: 'product_id', key: ['product_id', 'country'] },
      { table: 'product_slug_redirects', match: 'product_id', key: ['slug'] },
      { table: 'product_drafts', match: 'product_id', key: ['product_id'] },
    ],
    title: named,
  },
  category: { parts: [own('categories')], title: named },
  // A folder's images belong to it: deleting the folder deletes them, restoring it brings them back.
  'gallery-folder': { parts: [own('gallery_folders'), { table: 'gallery_images', match: 'folder_id', key: ID }], title: named },
  'gallery-image': { parts: [own('gallery_images')], title: (s) => `Image in folder ${String(s.gallery_images?.[0]?.folder_id ?? '')}` },
  media: { parts: [own('media')], title: (s) => String(s.media?.[0]?.original_name ?? '') },
  licence: {
    parts: [own('licences')],
    title: (s) => `${String(s.licences?.[0]?.type ?? '').toUpperCase()} ${String(s.licences?.[0]?.number ?? '')}`.trim(),
  },
  shop: { parts: [own('shops')], title: named },
  partner: { parts: [own('partners')], title: named },
  country: { parts: [own('supplier_countries')], title: named },
  city: { parts: [own('cities_served')], title: named },
  'site-settings': { parts: [whole('site_settings')], title: label('site-settings') },
  'contact-settings': { parts: [whole('contact_settings')], title: label('contact-settings') },
  'company-facts': { parts: [whole('company_settings'), whole('business_hours', ['weekday'])], title: label('company-facts') },
  'trade-settings': { parts: [whole('trade_settings')], title: label('trade-settings') },
  'site-texts': { parts: [whole('site_texts', ['key']), whole('site_text_drafts', ['key'])], title: label('site-texts') },
  'shops-order': { parts: [order('shops')], title: label('shops-order') },
  'partners-order': { parts: [order('partners')], title: label('partners-order') },
  'countries-order': { parts: [order('supplier_countries')], title: label('countries-order') },
  'cities-order': { parts: [order('cities_served')], title: label('cities-order') },
  'categories-order': { parts: [order('categories')], title: label('categories-order') },
  'products-order': { parts: [order('products', 'category_id')], title: label('products-order') },
  'folders-order': { parts: [order('gallery_folders')], title: label('folders-order') },
  'images-order': { parts: [order('gallery_images', 'folder_id', ['id', 'media_id', 'position'])], title: label('images-order') },
  'licences-order': { parts: [order('licences', null, ['id', 'type', 'number', 'position'])], title: label('licences-order') },
  'product-translations': { parts: [nameOf('products'), translations('product')], title: named },
  'category-translations': { parts: [nameOf('categories'), translations('category')], title: named },
  'shop-translations': { parts: [nameOf('shops'), translations('shop')], title: named },
  'licence-translations': {
    parts: [nameOf('licences', ['id', 'type', 'number']), translations('licence')],
    title: (s) => `${String(s.licences?.[0]?.type ?? '').toUpperCase()} ${String(s.licences?.[0]?.number ?? '')}`.trim(),
  },
  'site-texts-translations': { parts: [translations('site-texts', null)], title: label('site-texts-translations') },
  'site-settings-translations': { parts: [translations('site-settings', null)], title: label('site-settings-translations') },
  'city-translations': { parts: [nameOf('cities_served'), translations('city')], title: named },
  'trade-settings-translations': { parts: [translations('trade-settings', null)], title: label('trade-settings-translations') },
  'contact-settings-translations': { parts: [translations('contact-settings', null)], title: label('contact-settings-translations') },
};

/** The history's kind for a record's translations. */
export const translationsKind = (kind: TranslatableKind): RecordKind => `${kind}-translations`;

/**
 * The upload files of media items in the trash (each deleted media row's `filename`): kept on disk and in backups
 * until the trash is purged. One query for the history, the start-up sweep and the backups.
 */
export const TRASHED_FILES_SQL = `SELECT DISTINCT json_extract(j.value, '$.filename') AS filename
  FROM revisions r, json_each(r.before, '$.media') j WHERE r.in_trash = 1 AND json_extract(j.value, '$.filename') IS NOT NULL`;

/** The id the history files a record under when its kind has one record only (settings, texts, orders). */
export const SINGLE_RECORD_ID = 0;
