// The history of the owner's edits (issue "Undo anything"): what the admin's Activity and Trash screens show, and the
// diff of two versions of a record. DECISION (src/decisions/history.md).

import {
  fieldsOf,
  isTranslationLocale,
  TRANSLATABLE,
  TRANSLATION_LOCALE_LABELS,
  type TranslatableKind,
} from '../translations/translatable';

/** Every kind of record the history keeps, with the owner's word for it. */
export const RECORD_KIND_LABELS = {
  product: 'Product',
  category: 'Category',
  'gallery-folder': 'Gallery folder',
  'gallery-image': 'Gallery image',
  media: 'Media file',
  licence: 'Licence',
  shop: 'Shop',
  partner: 'Partner',
  country: 'Supplier country',
  city: 'City served',
  'site-settings': 'Site settings',
  'contact-settings': 'Contact details',
  'company-facts': 'Company facts',
  'trade-settings': 'Stock and price settings',
  'site-texts': 'Page texts',
  'shops-order': 'Order of shops',
  'partners-order': 'Order of partners',
  'countries-order': 'Order of supplier countries',
  'cities-order': 'Order of cities',
  'categories-order': 'Order of categories',
  'products-order': 'Order of products in a category',
  'folders-order': 'Order of gallery folders',
  'images-order': 'Order of images in a folder',
  'licences-order': 'Order of licences',
  'product-translations': 'Product translations',
  'category-translations': 'Category translations',
  'shop-translations': 'Shop translations',
  'licence-translations': 'Licence translations',
  'site-texts-translations': 'Page text translations',
  'site-settings-translations': 'Hero translations',
  'city-translations': 'City name translations',
  'trade-settings-translations': 'Price basis translations',
  'contact-settings-translations': 'Contact address translations',
} as const;
export type RecordKind = keyof typeof RECORD_KIND_LABELS;
export const RECORD_KINDS = Object.keys(RECORD_KIND_LABELS) as RecordKind[];
export const isRecordKind = (value: unknown): value is RecordKind => typeof value === 'string' && Object.hasOwn(RECORD_KIND_LABELS, value);

export type RevisionAction = 'created' | 'updated' | 'deleted' | 'restored' | 'reordered';

/** A record's content: its rows, table by table (the record's own row first, then the rows that belong to it). */
export type Snapshot = Record<string, Array<Record<string, unknown>>>;

/** One revision as the Activity list shows it. */
export type RevisionSummary = {
  id: number;
  /** Revisions written by one save share it; Undo takes back the whole change. */
  changeId: number;
  kind: RecordKind;
  recordId: number;
  action: RevisionAction;
  /** Epoch milliseconds. */
  at: number;
  username: string;
  /** The signed-in browser that made the change, e.g. "Chrome on Android". */
  device: string;
  /** The record's name when the change was made. */
  title: string;
  inTrash: boolean;
};

/** One revision with its content before and after (null: the record did not exist) and the diff between them. */
export type RevisionDetail = RevisionSummary & { before: Snapshot | null; after: Snapshot | null; changes: FieldChange[] };

/** One entry of the trash: the change that deleted something (its first record), until it is purged. */
export type TrashEntry = RevisionSummary & {
  /** When it leaves the trash for good (epoch ms). */
  purgeAt: number;
  /** How many more records the same delete took with it (a folder's images). */
  alsoDeleted: number;
};

/** A page of the Activity list, newest first. */
export type RevisionPage = { revisions: RevisionSummary[]; total: number };

/** One field that differs between two versions of a record. */
export type FieldChange = {
  /** Which row of the record, in words ("" for the record's own row), e.g. "Availability: Chile". */
  part: string;
  field: string;
  label: string;
  before: unknown;
  after: unknown;
  /** The values are upload paths: shown as thumbnails. */
  image: boolean;
};

/** Columns the diff never lists: they change with every write, or are the rows' own keys. */
const HIDDEN_COLUMNS = new Set(['id', 'updated_at', 'created_at', 'position', 'product_id', 'folder_id', 'saved_at']);

/** Columns that hold an upload's path. */
const IMAGE_COLUMNS = new Set(['image', 'logo_path', 'hero_image_path', 'more_images', 'filename']);

const LABELS: Record<string, string> = {
  is_active: 'Active',
  is_featured: 'Featured',
  is_online: 'Site online',
  hero_image_path: 'Hero image',
  hero_title: 'Hero title',
  hero_subtitle: 'Hero subtitle',
  logo_path: 'Logo',
  more_images: 'Further images',
  shelf_life: 'Shelf life',
  storage_temperature: 'Storage temperature',
  minimum_order: 'Minimum order',
  meta_description: 'Search engine description',
  price_min: 'Lowest price',
  price_max: 'Highest price',
  price_unit: 'Price unit',
  price_on: 'Price as of',
  category_id: 'Category',
  whatsapp_number: 'WhatsApp number',
  founding_year: 'Founding year',
  stale_after_days: 'Days before a status is stale',
  price_basis: 'How prices work',
  price_max_age_days: 'Days a price is shown',
  valid_from: 'Valid from',
  valid_until: 'Valid until',
  expected_on: 'Expected on',
  set_at: 'Status set',
  original_name: 'File name',
  alt: 'Alt text',
  media_id: 'Image',
  value: 'Translation',
};

/** The owner's word for a column: its own label, else the column name in words ("storage_temperature" → "Storage temperature"). */
export function fieldLabel(column: string): string {
  const label = LABELS[column];
  if (label) return label;
  const words = column.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A translation's row in words: "Hindi: Description" (its field's own label when the kind is known). */
function translationName(row: Record<string, unknown>): string {
  const locale = isTranslationLocale(row.locale) ? TRANSLATION_LOCALE_LABELS[row.locale] : String(row.locale);
  const kind = String(row.kind);
  const field = Object.hasOwn(TRANSLATABLE, kind) ? fieldsOf(kind as TranslatableKind)[String(row.field)] : undefined;
  return `${locale}: ${field?.label ?? fieldLabel(String(row.field))}`;
}

/** What identifies a row within its table, in words, for the rows that belong to a record. */
function rowName(table: string, row: Record<string, unknown>): string {
  if (table === 'availability') return `Availability: ${String(row.country)}`;
  if (table === 'product_slug_redirects') return `Old address: ${String(row.slug)}`;
  if (table === 'gallery_images') return `Image ${String(row.media_id)}`;
  if (table === 'business_hours') return `Hours, day ${String(row.weekday)}`;
  if (table === 'site_texts') return `Text: ${String(row.key)}`;
  if (table === 'site_text_drafts') return `Draft of text: ${String(row.key)}`;
  if (table === 'product_drafts') return 'Draft';
  if (table === 'licences') return `${String(row.type).toUpperCase()} ${String(row.number)}`;
  if (table === 'translations') return translationName(row);
  return typeof row.name === 'string' ? row.name : `#${String(row.id ?? '')}`;
}

/** A row's identity within its table: the key the history restores it by. */
export function rowKey(table: string, row: Record<string, unknown>): string {
  if (table === 'availability') return `${String(row.product_id)}/${String(row.country).toLowerCase()}`;
  if (table === 'product_slug_redirects') return String(row.slug);
  if (table === 'business_hours') return String(row.weekday);
  if (table === 'site_texts' || table === 'site_text_drafts') return String(row.key);
  if (table === 'product_drafts') return String(row.product_id);
  if (table === 'translations') return `${String(row.kind)}/${String(row.record_id)}/${String(row.field)}/${String(row.locale)}`;
  return String(row.id);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ from `before` to `after`, table by table and row by row. The record's own row (the first
 * table) is named "", a row that belongs to it by what it is ("Availability: Chile"). A row added or removed lists
 * each of its shown fields against nothing.
 */
export function diffSnapshots(before: Snapshot | null, after: Snapshot | null): FieldChange[] {
  const changes: FieldChange[] = [];
  const tables = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  for (const [t, table] of tables.entries()) {
    const order = (s: Snapshot | null) =>
      [...(s?.[table] ?? [])]
        .sort((a, b) => Number(a.position) - Number(b.position) || Number(a.id) - Number(b.id))
        .map((row) => rowName(table, row));
    // A list's order: the names in their order before and after (the positions themselves say nothing to the owner).
    if ((before?.[table] ?? []).concat(after?.[table] ?? []).every((row) => 'position' in row) && (before?.[table]?.length ?? 0) > 1) {
      const [was, now] = [order(before), order(after)];
      if (!same(was, now)) changes.push({ part: '', field: 'position', label: 'Order', before: was, after: now, image: false });
    }
    const rowsOf = (s: Snapshot | null) => new Map((s?.[table] ?? []).map((row) => [rowKey(table, row), row]));
    const [was, now] = [rowsOf(before), rowsOf(after)];
    for (const key of new Set([...was.keys(), ...now.keys()])) {
      const [a, b] = [was.get(key), now.get(key)];
      const part =
        t === 0 && table !== 'translations' && (before?.[table]?.length ?? 0) <= 1 && (after?.[table]?.length ?? 0) <= 1
          ? ''
          : rowName(table, (b ?? a)!);
      for (const column of new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])) {
        if (HIDDEN_COLUMNS.has(column) || same(a?.[column], b?.[column])) continue;
        if ((table === 'site_texts' || table === 'site_text_drafts') && column === 'key') continue;
        if (table === 'translations' && column !== 'value') continue;
        changes.push({
          part,
          field: column,
          label: fieldLabel(column),
          before: a?.[column] ?? null,
          after: b?.[column] ?? null,
          image: IMAGE_COLUMNS.has(column),
        });
      }
    }
  }
  return changes;
}

/** How long a deleted record stays in the trash before it is purged for good, in days. */
export const TRASH_DAYS = 30;
/** Revisions are kept this many days, or the last REVISIONS_KEPT_PER_RECORD of each record, whichever keeps more. */
export const HISTORY_DAYS = 180;
export const REVISIONS_KEPT_PER_RECORD = 100;
/** How long a save's toast offers Undo, in milliseconds. */
export const UNDO_MS = 10_000;
