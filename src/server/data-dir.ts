import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrate } from './db/migrate';
import { type Db, openDatabase } from './db/open-database';

/** The data directory's layout: everything an operator backs up lives here. */
export function dataPaths(dataDir: string) {
  return {
    dataDir,
    database: path.join(dataDir, 'app.db'),
    uploads: path.join(dataDir, 'uploads'),
    tmp: path.join(dataDir, 'tmp'),
    backups: path.join(dataDir, 'backups'),
    secret: path.join(dataDir, 'secret'),
  };
}

export function ensureDataDir(dataDir: string): void {
  const p = dataPaths(dataDir);
  for (const dir of [p.dataDir, p.uploads, p.tmp]) mkdirSync(dir, { recursive: true, mode: 0o750 });
}

/**
 * Every entry point that uses the database starts here (the server through boot(), and the command-line tools):
 * the data directory's folders made, the database opened and migrated to this code's schema.
 */
export function openData(dataDir: string): { db: Db; schemaVersion: number } {
  ensureDataDir(dataDir);
  const db = openDatabase(dataPaths(dataDir).database);
  return { db, schemaVersion: migrate(db) };
}

/** The session-signing secret: SESSION_SECRET, else DATA_DIR/secret (made on first start, mode 0600). */
export function loadSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = dataPaths(dataDir).secret;
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not made yet
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
