import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { type Db, openDatabase } from './open-database';

const tempDb = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fruit-db-'));
  return { file: path.join(dir, 'app.db'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
};

/** Runs `check` on a new database file, then closes and removes it. */
function withNewDatabase(check: (db: Db) => void) {
  const { file, cleanup } = tempDb();
  const db = openDatabase(file);
  try {
    check(db);
  } finally {
    db.close();
    cleanup();
  }
}

test('pragmas are set and read back: WAL, synchronous FULL, foreign keys on, busy timeout', () =>
  withNewDatabase((db) => {
    assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
    assert.equal(db.pragma('synchronous', { simple: true }), 2);
    assert.equal(db.pragma('foreign_keys', { simple: true }), 1);
    assert.equal(db.pragma('busy_timeout', { simple: true }), 5000);
  }));

test('a fresh database migrates to the latest version; a second run changes nothing', () => {
  const { file, cleanup } = tempDb();
  try {
    const db = openDatabase(file);
    assert.equal(migrate(db), MIGRATIONS.length);
    assert.equal(db.pragma('user_version', { simple: true }), MIGRATIONS.length);
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all();
    db.close();
    const again = openDatabase(file);
    assert.equal(migrate(again), MIGRATIONS.length);
    assert.deepEqual(again.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all(), tables);
    assert.equal(again.pragma('integrity_check', { simple: true }), 'ok');
    again.close();
  } finally {
    cleanup();
  }
});

test('a failing migration rolls back whole and leaves the version unchanged', () =>
  withNewDatabase((db) => {
    migrate(db);
    const broken = [...MIGRATIONS, 'CREATE TABLE half_made (id INTEGER); INSERT INTO no_such_table VALUES (1);'];
    assert.throws(() => migrate(db, broken), /no such table/);
    assert.equal(db.pragma('user_version', { simple: true }), MIGRATIONS.length);
    const row = db.prepare(`SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'half_made'`).get() as { n: number };
    assert.equal(row.n, 0);
  }));

test('a database newer than the code is refused', () =>
  withNewDatabase((db) => {
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    assert.throws(() => migrate(db), /newer than this code/);
  }));

test('foreign keys hold: a product cannot name a missing category', () =>
  withNewDatabase((db) => {
    migrate(db);
    assert.throws(
      () => db.prepare(`INSERT INTO products (category_id, name, created_at) VALUES (999, 'x', 'now')`).run(),
      /FOREIGN KEY constraint failed/,
    );
  }));

test('migration 3 gives every existing product a unique slug from its name, in id order, and updated_at = created_at', () => {
  const backfilled = () => {
    let rows: unknown[] = [];
    withNewDatabase((db) => {
      migrate(db, MIGRATIONS.slice(0, 2));
      db.prepare(`INSERT INTO categories (id, name, created_at) VALUES (1, 'Fruit', '2024-01-01T00:00:00.000Z')`).run();
      const add = db.prepare(`INSERT INTO products (id, category_id, name, created_at) VALUES (@id, 1, @name, @at)`);
      const names = ['Crème Pommes', 'Fuji Apples', 'Creme Pommes', 'fuji apples!', 'आम', 'Süße Kirschen', 'Fuji Apples 2', 'Fuji Apples'];
      // Inserted out of id order: the backfill goes by id, not by insertion.
      for (const [i, name] of names.entries()) add.run({ id: names.length - i, name, at: `2024-02-0${i + 1}T10:00:00.000Z` });
      assert.equal(migrate(db), MIGRATIONS.length);
      rows = db.prepare('SELECT id, name, slug, created_at = updated_at AS same FROM products ORDER BY id').all();
      assert.throws(() => db.prepare(`UPDATE products SET slug = 'fuji-apples' WHERE id = 2`).run(), /UNIQUE constraint failed/);
      assert.deepEqual(db.prepare('SELECT COUNT(*) AS n FROM product_slug_redirects').get(), { n: 0 });
    });
    return rows;
  };
  const rows = backfilled();
  assert.deepEqual(rows, [
    { id: 1, name: 'Fuji Apples', slug: 'fuji-apples', same: 1 },
    { id: 2, name: 'Fuji Apples 2', slug: 'fuji-apples-2', same: 1 },
    { id: 3, name: 'Süße Kirschen', slug: 'susse-kirschen', same: 1 },
    { id: 4, name: 'आम', slug: 'product', same: 1 },
    { id: 5, name: 'fuji apples!', slug: 'fuji-apples-3', same: 1 },
    { id: 6, name: 'Creme Pommes', slug: 'creme-pommes', same: 1 },
    { id: 7, name: 'Fuji Apples', slug: 'fuji-apples-4', same: 1 },
    { id: 8, name: 'Crème Pommes', slug: 'creme-pommes-2', same: 1 },
  ]);
  assert.deepEqual(backfilled(), rows, 'the same rows always get the same slugs');
});

test("migration 12 keeps each list in the order it showed before; new rows and a product's new category put it last", () =>
  withNewDatabase((db) => {
    migrate(db, MIGRATIONS.slice(0, 11));
    const at = '2024-01-01T00:00:00.000Z';
    for (const id of [3, 1, 2]) db.prepare(`INSERT INTO categories (id, name, created_at) VALUES (?, ?, ?)`).run(id, `C${id}`, at);
    const add = db.prepare(
      `INSERT INTO products (id, category_id, name, slug, is_featured, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    // Before: featured first, then by id, within each category.
    for (const [id, category, featured] of [
      [1, 1, 0],
      [2, 1, 1],
      [3, 1, 0],
      [4, 2, 0],
      [5, 2, 1],
    ] as const) {
      add.run(id, category, `P${id}`, `p${id}`, featured, at, at);
    }
    db.prepare(
      `INSERT INTO licences (id, type, number, issuer, valid_from, created_at, updated_at) VALUES (1, 'gstin', '2', 'x', '2024-01-01', ?, ?)`,
    ).run(at, at);
    db.prepare(
      `INSERT INTO licences (id, type, number, issuer, valid_from, created_at, updated_at) VALUES (2, 'fssai', '9', 'x', '2024-01-01', ?, ?)`,
    ).run(at, at);
    assert.equal(migrate(db), MIGRATIONS.length);
    const order = (sql: string) =>
      db
        .prepare<[], { id: number }>(sql)
        .all()
        .map((r) => r.id);
    assert.deepEqual(order('SELECT id FROM categories ORDER BY position'), [1, 2, 3]);
    assert.deepEqual(order('SELECT id FROM products WHERE category_id = 1 ORDER BY position'), [2, 1, 3]);
    assert.deepEqual(order('SELECT id FROM products WHERE category_id = 2 ORDER BY position'), [5, 4]);
    assert.deepEqual(order('SELECT id FROM licences ORDER BY position'), [2, 1], 'FSSAI before GSTIN, as LICENCE_TYPES lists them');

    add.run(6, 1, 'P6', 'p6', 1, at, at);
    assert.deepEqual(order('SELECT id FROM products WHERE category_id = 1 ORDER BY position'), [2, 1, 3, 6], 'a new product goes last');
    db.prepare('UPDATE products SET category_id = 2 WHERE id = 2').run();
    assert.deepEqual(order('SELECT id FROM products WHERE category_id = 2 ORDER BY position'), [5, 4, 2], 'last in its new category');
    db.prepare(`INSERT INTO categories (id, name, created_at) VALUES (4, 'C4', ?)`).run(at);
    db.prepare('UPDATE products SET category_id = 4 WHERE id = 3').run();
    assert.deepEqual(db.prepare('SELECT position FROM products WHERE id = 3').get(), { position: 1 }, 'first in an empty category');
    assert.deepEqual(order('SELECT id FROM categories ORDER BY position'), [1, 2, 3, 4]);
  }));

test('the enquiries’ language: older ones came in English; only the four languages can be stored', () =>
  withNewDatabase((db) => {
    // Found by what it does, not its number: a migration merged beside it may take the number first.
    const languageMigration = MIGRATIONS.findIndex((sql) => typeof sql === 'string' && /ADD COLUMN language\b/.test(sql));
    assert.ok(languageMigration > 0);
    migrate(db, MIGRATIONS.slice(0, languageMigration));
    const add = `INSERT INTO enquiries (name, email, subject, message, created_at) VALUES ('A', 'a@example.com', 'S', 'M', '2026-01-01')`;
    db.prepare(add).run();
    migrate(db);
    assert.deepEqual(db.prepare('SELECT language FROM enquiries').all(), [{ language: 'en' }]);
    db.prepare(`UPDATE enquiries SET language = 'ar'`).run();
    assert.throws(() => db.prepare(`UPDATE enquiries SET language = 'fr'`).run(), /CHECK constraint failed/);
    assert.throws(() => db.prepare(`UPDATE enquiries SET language = NULL`).run(), /NOT NULL constraint failed/);
  }));
