import type { Db } from '../db/open-database';

// The time of the last successful backup lives in the `meta` table, so the admin and /healthz can show it.
const KEY = 'last_backup_at';

/** ISO time of the last successful backup, or null when none was ever recorded. */
export function readLastBackupAt(db: Db): string | null {
  const row = db.prepare<{ key: string }, { value: string }>(`SELECT value FROM meta WHERE key = @key`).get({ key: KEY });
  return row?.value ?? null;
}

export function recordLastBackupAt(db: Db, at: string): void {
  db.prepare(`INSERT INTO meta (key, value) VALUES (@key, @at) ON CONFLICT(key) DO UPDATE SET value = excluded.value`).run({
    key: KEY,
    at,
  });
}
