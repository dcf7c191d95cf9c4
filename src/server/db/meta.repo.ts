import type { Db } from './open-database';

/** The facts the `meta` table keeps about the data itself. */
/** `setup_dismissed`: the setup checklist's items the owner set aside, a JSON list of their ids. */
export type MetaKey = 'seeded_at' | 'last_backup_at' | 'setup_dismissed';

/** The `meta` table: one value per key. */
export function createMetaRepo(db: Db) {
  const get = db.prepare<{ key: MetaKey }, { value: string }>(`SELECT value FROM meta WHERE key = @key`);
  const set = db.prepare(`INSERT INTO meta (key, value) VALUES (@key, @value) ON CONFLICT(key) DO UPDATE SET value = excluded.value`);
  return {
    get: (key: MetaKey): string | null => get.get({ key })?.value ?? null,
    set(key: MetaKey, value: string): void {
      set.run({ key, value });
    },
  };
}
export type MetaRepo = ReturnType<typeof createMetaRepo>;
