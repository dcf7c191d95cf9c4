import type { Statement } from 'better-sqlite3';
import { type RecordKind, rowKey, type Snapshot } from '../../../shared/history/history';
import type { Db } from '../../db/open-database';
import { type Part, RECORD_KINDS } from './record-kinds';

type Row = Record<string, unknown>;

/** Every identifier the history's SQL names: those of RECORD_KINDS and the tables' own columns, checked again here. */
const IDENTIFIER = /^[a-z][a-z_]*$/;
const name = (identifier: string): string => {
  if (!IDENTIFIER.test(identifier)) throw new Error(`Not an SQL identifier: ${identifier}`);
  return identifier;
};
const list = (identifiers: readonly string[]) => identifiers.map(name).join(', ');

/** The SQL texts of one part, from its fixed names only (the SQL gate, VAL-3): values always go as parameters. */
/** The rows a part holds: `WHERE match = ? [AND scope = ?]`, its parameters from `params`. */
const where = (part: Part) => {
  const terms = [...(part.match ? [`${name(part.match)} = ?`] : []), ...(part.scope ? [`${name(part.scope.column)} = ?`] : [])];
  return terms.length ? `WHERE ${terms.join(' AND ')}` : '';
};
const params = (part: Part, id: number) => [...(part.match ? [id] : []), ...(part.scope ? [part.scope.value] : [])];

const partSql = {
  rows: (part: Part) =>
    `SELECT ${part.columns ? list(part.columns) : '*'} FROM ${name(part.table)} ${where(part)} ORDER BY ${list(part.key)}`,
  deleteAll: (part: Part) => `DELETE FROM ${name(part.table)} ${where(part)}`,
  deleteOne: (part: Part) => `DELETE FROM ${name(part.table)} WHERE ${part.key.map((k) => `${name(k)} = ?`).join(' AND ')}`,
  // Within its list only: a row moved to another list since (a product to another category) keeps its place there.
  setPosition: (part: Part) =>
    `UPDATE ${name(part.table)} SET position = ? WHERE id = ?${part.match ? ` AND ${name(part.match)} = ?` : ''}`,
  upsert: (part: Part, columns: string[]) => {
    // A row that is still there keeps its place: its list's order is a record of its own (an order kind).
    const updates = columns.filter((c) => !part.key.includes(c) && c !== 'position');
    return `INSERT INTO ${name(part.table)} (${list(columns)}) VALUES (${columns.map(() => '?').join(', ')})
      ON CONFLICT (${list(part.key)}) ${updates.length ? `DO UPDATE SET ${updates.map((c) => `${name(c)} = excluded.${name(c)}`).join(', ')}` : 'DO NOTHING'}`;
  },
};

/**
 * A record's content as its rows (take), and a record put back to a snapshot's content (apply). Both run inside the
 * caller's transaction.
 */
export function createSnapshots(db: Db) {
  const statements = new Map<string, Statement<unknown[]>>();
  const run = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare<unknown[]>(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const columns = new Map<string, string[]>();
  const columnsOf = (table: string): string[] => {
    let names = columns.get(table);
    if (!names) {
      names = db
        .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
        .all(table)
        .map((c) => c.name);
      columns.set(table, names);
    }
    return names;
  };
  const rowsOf = (part: Part, id: number) => run(partSql.rows(part)).all(...params(part, id)) as Row[];

  function take(kind: RecordKind, id: number): Snapshot | null {
    const { parts } = RECORD_KINDS[kind];
    const snapshot: Snapshot = {};
    for (const part of parts) snapshot[part.table] = rowsOf(part, id);
    // A record whose own row is missing does not exist.
    if (parts[0]!.match === 'id' && snapshot[parts[0]!.table]!.length === 0) return null;
    return snapshot;
  }

  /** Makes the record's rows what `snapshot` holds (null: deletes the record, and with it the rows that belong to it). */
  function apply(kind: RecordKind, id: number, snapshot: Snapshot | null): void {
    const { parts } = RECORD_KINDS[kind];
    if (!snapshot) {
      for (const part of [...parts].reverse())
        if (part.match && !part.orderOnly && !part.readOnly) run(partSql.deleteAll(part)).run(...params(part, id));
      return;
    }
    for (const part of parts) {
      if (part.readOnly) continue;
      const rows = snapshot[part.table] ?? [];
      if (part.orderOnly) {
        for (const row of rows) run(partSql.setPosition(part)).run(row.position, row.id, ...(part.match ? [id] : []));
        continue;
      }
      const wanted = new Set(rows.map((row) => rowKey(part.table, row)));
      for (const row of rowsOf(part, id)) {
        if (!wanted.has(rowKey(part.table, row))) run(partSql.deleteOne(part)).run(...part.key.map((k) => row[k]));
      }
      const known = columnsOf(part.table);
      for (const row of rows) {
        // A column a later migration added is not in an older snapshot: it keeps its value (or its default).
        const names = known.filter((c) => Object.hasOwn(row, c));
        run(partSql.upsert(part, names)).run(...names.map((c) => row[c]));
      }
    }
  }

  return { take, apply };
}
export type Snapshots = ReturnType<typeof createSnapshots>;
