import { newIdSql } from '../../db/migrations';
import type { Db } from '../../db/open-database';

/** The tables and columns an ordered list may name: fixed SQL identifiers, never input (the SQL gate, VAL-3). */
type CompanyTable = 'supplier_countries' | 'cities_served' | 'partners' | 'shops';
type CompanyColumn = 'name' | 'is_active' | 'logo_path' | 'url' | 'address' | 'phone' | 'hours' | 'latitude' | 'longitude';

/** What a write of a named row answers: the row, 'duplicate' (the name is taken, any case), or undefined (no such id). */
export type WriteResult<T> = T | 'duplicate' | undefined;

/**
 * One ordered list of named rows (supplier countries, cities, partners, shops): reads in the owner's order, writes
 * that refuse a name already taken in any letter case, and moves that swap two neighbours' positions in one
 * transaction, so a list never shows two rows in one place or loses one.
 */
export function orderedList<Row extends { id: number }, Input extends { name: string }, Entity>(
  db: Db,
  table: CompanyTable,
  columns: readonly CompanyColumn[],
  params: (input: Input) => Record<string, unknown>,
  toEntity: (row: Row) => Entity,
) {
  const list = db.prepare<[], Row>(`SELECT * FROM ${table} ORDER BY position, id`);
  const getOne = db.prepare<{ id: number }, Row>(`SELECT * FROM ${table} WHERE id = @id`);
  const nameTaken = db.prepare<{ name: string; id: number }, { id: number }>(
    `SELECT id FROM ${table} WHERE name = @name COLLATE NOCASE AND id <> @id`,
  );
  const insert = db.prepare(
    `INSERT INTO ${table} (id, ${columns.join(', ')}, position)
     VALUES (${newIdSql(table)}, ${columns.map((c) => `@${c}`).join(', ')}, (SELECT COALESCE(MAX(position), 0) + 1 FROM ${table}))`,
  );
  const update = db.prepare(`UPDATE ${table} SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`);
  const remove = db.prepare(`DELETE FROM ${table} WHERE id = @id`);
  const neighbour = {
    up: db.prepare<{ position: number }, { id: number; position: number }>(
      `SELECT id, position FROM ${table} WHERE position < @position ORDER BY position DESC LIMIT 1`,
    ),
    down: db.prepare<{ position: number }, { id: number; position: number }>(
      `SELECT id, position FROM ${table} WHERE position > @position ORDER BY position LIMIT 1`,
    ),
  };
  const setPosition = db.prepare(`UPDATE ${table} SET position = @position WHERE id = @id`);

  const read = (id: number) => {
    const row = getOne.get({ id });
    return row && toEntity(row);
  };
  const taken = (name: string, id: number) => nameTaken.get({ name, id }) !== undefined;

  return {
    list: (): Entity[] => list.all().map(toEntity),
    get: read,
    create: db.transaction((input: Input): WriteResult<Entity> => {
      if (taken(input.name, 0)) return 'duplicate';
      return read(Number(insert.run(params(input)).lastInsertRowid));
    }),
    update: db.transaction((id: number, input: Input): WriteResult<Entity> => {
      if (!getOne.get({ id })) return undefined;
      if (taken(input.name, id)) return 'duplicate';
      update.run({ ...params(input), id });
      return read(id);
    }),
    delete: (id: number): boolean => remove.run({ id }).changes > 0,
    /** Swaps the row with its neighbour; at either end nothing moves. False: no such id. */
    move: db.transaction((id: number, direction: 'up' | 'down'): boolean => {
      const row = getOne.get({ id }) as (Row & { position: number }) | undefined;
      if (!row) return false;
      const other = neighbour[direction].get({ position: row.position });
      if (!other) return true;
      setPosition.run({ id, position: other.position });
      setPosition.run({ id: other.id, position: row.position });
      return true;
    }),
  };
}
