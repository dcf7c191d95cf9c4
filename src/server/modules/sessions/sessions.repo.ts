import type { Db } from '../../db/open-database';

/** The koa-session external store: the cookie carries only the id; the row is the session (SECURITY F2, SES-1). */
export function createSessionsRepo(db: Db, now: () => number = Date.now) {
  const get = db.prepare<{ id: string; now: number }, { data: string }>(
    `SELECT data FROM sessions WHERE id = @id AND expires_at > @now`,
  );
  const upsert = db.prepare(
    `INSERT INTO sessions (id, data, expires_at) VALUES (@id, @data, @expiresAt)
     ON CONFLICT(id) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at`,
  );
  const remove = db.prepare(`DELETE FROM sessions WHERE id = @id`);
  const removeOthers = db.prepare(`DELETE FROM sessions WHERE id != @keep`);
  const removeAll = db.prepare(`DELETE FROM sessions`);
  const purge = db.prepare(`DELETE FROM sessions WHERE expires_at <= @now`);
  const count = db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM sessions`);

  return {
    get(id: string): Record<string, unknown> | undefined {
      const row = get.get({ id, now: now() });
      return row ? (JSON.parse(row.data) as Record<string, unknown>) : undefined;
    },
    set(id: string, data: Record<string, unknown>, maxAgeMs: number): void {
      upsert.run({ id, data: JSON.stringify(data), expiresAt: now() + maxAgeMs });
    },
    destroy(id: string): void {
      remove.run({ id });
    },
    /** Ends every session but `keep` (or all when `keep` is undefined). */
    destroyAllExcept(keep?: string): number {
      return keep ? removeOthers.run({ keep }).changes : removeAll.run().changes;
    },
    purgeExpired: (): number => purge.run({ now: now() }).changes,
    count: (): number => count.get()!.n,
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
