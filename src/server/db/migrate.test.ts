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
