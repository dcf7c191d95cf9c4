import type { Db } from '../../db/open-database';

/**
 * The koa-session external store: the cookie carries only the id; the row is the session (SECURITY F2, SES-1).
 * A row is inserted only when a login starts a session; every later save updates the row if it still exists,
 * so a request in flight while its session is ended (logout, password change, the CLI) cannot bring it back (F18).
 */
export function createSessionsRepo(db: Db, now: () => number = Date.now) {
  const get = db.prepare<{ id: string; now: number }, { data: string }>(`SELECT data FROM sessions WHERE id = @id AND expires_at > @now`);
  const insert = db.prepare(`INSERT INTO sessions (id, data, expires_at) VALUES (@id, @data, @expiresAt)`);
  const update = db.prepare(`UPDATE sessions SET data = @data, expires_at = @expiresAt WHERE id = @id AND expires_at > @now`);
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
    /** A new session, at login only. */
    insert(id: string, data: Record<string, unknown>, maxAgeMs: number): void {
      insert.run({ id, data: JSON.stringify(data), expiresAt: now() + maxAgeMs });
    },
    /** Saves a live session; false when its row is gone (ended meanwhile) or expired: nothing is written then. */
    update(id: string, data: Record<string, unknown>, maxAgeMs: number): boolean {
      const t = now();
      return update.run({ id, data: JSON.stringify(data), expiresAt: t + maxAgeMs, now: t }).changes === 1;
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
