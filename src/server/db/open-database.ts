import Database from 'better-sqlite3';

export type Db = Database.Database;

const EXPECTED = { journal_mode: 'wal', synchronous: 2, foreign_keys: 1, busy_timeout: 5000 } as const;

/**
 * Opens the one writer connection. Every pragma is set explicitly and read back, because the
 * driver's compiled defaults differ between the first and later connections (SECURITY F16).
 */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // FULL: the write volume is tiny, and a commit acknowledged to the owner must survive a power cut.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const actual = {
    journal_mode: db.pragma('journal_mode', { simple: true }),
    synchronous: db.pragma('synchronous', { simple: true }),
    foreign_keys: db.pragma('foreign_keys', { simple: true }),
    busy_timeout: db.pragma('busy_timeout', { simple: true }),
  };
  for (const [name, value] of Object.entries(EXPECTED)) {
    if (actual[name as keyof typeof actual] !== value) {
      db.close();
      throw new Error(`SQLite pragma ${name} is ${String(actual[name as keyof typeof actual])}, expected ${value}`);
    }
  }
  return db;
}
