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
  const removeEvent = db.prepare(`DELETE FROM rate_events WHERE rowid = @id`);

  const waitFor = (bucket: string, key: string, limit: number, windowMs: number, t: number): number => {
    const { n, oldest } = count.get({ bucket, key, since: t - windowMs })!;
    if (n < limit || oldest === null) return 0;
    return Math.max(1, Math.ceil((oldest + windowMs - t) / 1000));
  };

  /** Checks every limit and, when none is reached, records one event in each: one transaction, so no request slips between. */
  const reserve = db.transaction((limits: readonly RateLimit[], t: number): Reservation => {
    const wait = Math.max(0, ...limits.map((l) => waitFor(l.bucket, l.key, l.limit, l.windowMs, t)));
    if (wait > 0) return { ok: false, retryAfterSeconds: wait };
    return { ok: true, ids: limits.map((l) => Number(add.run({ bucket: l.bucket, key: l.key, at: t }).lastInsertRowid)) };
  });
  const cancel = db.transaction((ids: readonly number[]) => {
    for (const id of ids) removeEvent.run({ id });
  });

  return {
    /**
     * Counts an attempt before it is made (SECURITY F17): refused with the wait when any limit is reached, else
     * one event per limit is recorded at once. `cancel` takes them back (a success, or an attempt never made).
     */
    reserve: (limits: readonly RateLimit[]): Reservation => reserve(limits, now()),
    cancel: (ids: readonly number[]): void => cancel(ids),
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
export type RateLimit = { bucket: string; key: string; limit: number; windowMs: number };
export type Reservation = { ok: true; ids: number[] } | { ok: false; retryAfterSeconds: number };
export type RateLimitsRepo = ReturnType<typeof createRateLimitsRepo>;
