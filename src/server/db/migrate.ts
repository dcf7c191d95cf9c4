import { MIGRATIONS, type Migration } from './migrations';
import type { Db } from './open-database';

/** Applies every migration newer than PRAGMA user_version, each in its own transaction. Returns the new version. */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(`The database is at schema version ${current}, newer than this code (${migrations.length}). Upgrade the code.`);
  }
  for (let version = current + 1; version <= migrations.length; version++) {
    db.transaction(() => {
      const migration = migrations[version - 1]!;
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
      db.pragma(`user_version = ${version}`);
    })();
  }
  return migrations.length;
}
