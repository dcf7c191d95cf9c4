import type { Statement } from 'better-sqlite3';
import type { RecordKind } from '../../../shared/history/history';
import type { OrderedList } from '../../../shared/schemas/order';
import type { Db } from '../../db/open-database';

type ListTable = {
  table:
    | 'categories'
    | 'products'
    | 'gallery_folders'
    | 'gallery_images'
    | 'licences'
    | 'shops'
    | 'partners'
    | 'supplier_countries'
    | 'cities_served';
  /** The column that names the record the list belongs to (a product's category), or null for one list of the whole table. */
  within: 'category_id' | 'folder_id' | null;
  /** The table a `within` id must name a row of. */
  parent?: 'categories' | 'gallery_folders';
  /** The history's record of this list's order. */
  kind: RecordKind;
};

// Table and column names are fixed SQL identifiers, never input (the SQL gate, VAL-3).
export const LIST_TABLES: Record<OrderedList, ListTable> = {
  categories: { table: 'categories', within: null, kind: 'categories-order' },
  products: { table: 'products', within: 'category_id', parent: 'categories', kind: 'products-order' },
  'gallery-folders': { table: 'gallery_folders', within: null, kind: 'folders-order' },
  'gallery-images': { table: 'gallery_images', within: 'folder_id', parent: 'gallery_folders', kind: 'images-order' },
  licences: { table: 'licences', within: null, kind: 'licences-order' },
  shops: { table: 'shops', within: null, kind: 'shops-order' },
  partners: { table: 'partners', within: null, kind: 'partners-order' },
  countries: { table: 'supplier_countries', within: null, kind: 'countries-order' },
  cities: { table: 'cities_served', within: null, kind: 'cities-order' },
};

/** What an arrangement came to: done; the list it names does not exist; or its ids are not the list's (a stale copy). */
export type Arranged = 'arranged' | 'no-list' | 'stale';

/**
 * The owner's order of a list (DECISION src/decisions/owner-order.md): the whole list, given as its ids in their new
 * order, gets the places 1..n. The ids must be exactly the list's own, so an arrangement made from a copy that misses
 * an item added since (or names one deleted since) is refused rather than half applied.
 */
export function createOwnerOrder(db: Db) {
  const prepared = new Map<
    OrderedList,
    {
      ids: Statement<{ within: number }, { id: number }>;
      parent?: Statement<{ within: number }>;
      place: Statement<{ id: number; position: number }>;
    }
  >();
  for (const [list, { table, within, parent }] of Object.entries(LIST_TABLES) as Array<[OrderedList, ListTable]>) {
    prepared.set(list, {
      ids: db.prepare(`SELECT id FROM ${table} ${within ? `WHERE ${within} = @within` : ''}`),
      ...(parent ? { parent: db.prepare(`SELECT id FROM ${parent} WHERE id = @within`) } : {}),
      place: db.prepare(`UPDATE ${table} SET position = @position WHERE id = @id`),
    });
  }

  return {
    /** Runs inside the caller's transaction (the history's change). */
    arrange(list: OrderedList, within: number | undefined, ids: readonly number[]): Arranged {
      const s = prepared.get(list)!;
      if ((LIST_TABLES[list].within !== null) !== (within !== undefined)) return 'no-list';
      if (within !== undefined && !s.parent?.get({ within })) return 'no-list';
      const current = new Set(s.ids.all({ within: within ?? 0 }).map((row) => row.id));
      if (current.size !== ids.length || !ids.every((id) => current.has(id))) return 'stale';
      for (const [i, id] of ids.entries()) s.place.run({ id, position: i + 1 });
      return 'arranged';
    },
  };
}
export type OwnerOrder = ReturnType<typeof createOwnerOrder>;
