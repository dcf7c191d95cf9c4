import type { Db } from '../../db/open-database';

/**
 * Sliding-window counters kept in SQLite, so a restart does not reset them (SECURITY AUTH-3).
 * A bucket names what is counted ('login-ip', 'login-user', 'contact-ip'); a key is the IP or username.
 */
export function createRateLimitsRepo(db: Db, now: () => number = Date.now) {
  const count = db.prepare<{ bucket: string; key: string; since: number }, { n: number; oldest: number | null }>(
    `SELECT COUNT(*) AS n, MIN(at) AS oldest FROM rate_events WHERE bucket = @bucket AND key = @key AND at > @since`,
  );
  const add = db.prepare(`INSERT INTO rate_events (bucket, key, at) VALUES (@bucket, @key, @at)`);
  const clearKey = db.prepare(`DELETE FROM rate_events WHERE bucket = @bucket AND key = @key`);
  const clearAll = db.prepare(`DELETE FROM rate_events`);
  const purge = db.prepare(`DELETE FROM rate_events WHERE at <= @before`);

  return {
    /** Seconds until another event is allowed, or 0 when fewer than `limit` events fall in the window. */
    retryAfterSeconds(bucket: string, key: string, limit: number, windowMs: number): number {
      const t = now();
      const { n, oldest } = count.get({ bucket, key, since: t - windowMs })!;
      if (n < limit || oldest === null) return 0;
      return Math.max(1, Math.ceil((oldest + windowMs - t) / 1000));
    },
    record(bucket: string, key: string): void {
      add.run({ bucket, key, at: now() });
    },
    clear(bucket: string, key: string): void {
      clearKey.run({ bucket, key });
    },
    clearAll(): number {
      return clearAll.run().changes;
    },
    /** Drops events older than the longest window in use. */
    purgeOlderThan(ms: number): void {
      purge.run({ before: now() - ms });
    },
  };
}
export type RateLimitsRepo = ReturnType<typeof createRateLimitsRepo>;
