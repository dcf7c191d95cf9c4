// Get, create, update and delete of one kind of entity (a category, a product, a gallery folder) from its prepared
// statements. A write answers with the entity as the API shows it, read again after the write, so what the database
// computes (counts, joined names) is current.
import type { Statement } from 'better-sqlite3';

type EntityStatements<Row> = {
  /** One row by @id. */
  getOne: Statement<[{ id: number }], Row>;
  /** Takes the input's parameters and @now. */
  insert: Statement;
  /** Takes the input's parameters and @id. */
  update: Statement;
  /** By @id. */
  remove: Statement;
};

export function entityRows<Input, Row, Entity>(
  { getOne, insert, update, remove }: EntityStatements<Row>,
  params: (input: Input) => object,
  toEntity: (row: Row) => Entity,
) {
  const read = (id: number): Entity | undefined => {
    const row = getOne.get({ id });
    return row && toEntity(row);
  };
  return {
    get: read,
    create(input: Input): Entity {
      const { lastInsertRowid } = insert.run({ ...params(input), now: new Date().toISOString() });
      return read(Number(lastInsertRowid))!;
    },
    update: (id: number, input: Input): Entity | undefined => (update.run({ ...params(input), id }).changes ? read(id) : undefined),
    delete: (id: number): boolean => remove.run({ id }).changes > 0,
  };
}
