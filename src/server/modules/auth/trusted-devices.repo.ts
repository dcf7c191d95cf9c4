import type { Db } from '../../db/open-database';

// DECISION (src/decisions/trusted-devices.md): a browser stays a trusted device for 180 days after its last successful
// login; at most 20 per admin.
export const DEVICE_MAX_IDLE_MS = 180 * 24 * 60 * 60_000;
const MAX_DEVICES_PER_ADMIN = 20;

/**
 * Browsers the admin has logged in from (OWASP device cookies, SECURITY F19). Only a SHA-256 of each cookie's
 * random token is stored, so the table holds nothing that logs in or passes for a device.
 */
export function createTrustedDevicesRepo(db: Db, now: () => number = Date.now) {
  const find = db.prepare<{ tokenHash: string; since: number }, { adminId: number }>(
    `SELECT admin_id AS adminId FROM trusted_devices WHERE token_hash = @tokenHash AND last_used_at > @since`,
  );
  const insert = db.prepare(
    `INSERT INTO trusted_devices (token_hash, admin_id, created_at, last_used_at) VALUES (@tokenHash, @adminId, @now, @now)
     ON CONFLICT(token_hash) DO UPDATE SET last_used_at = excluded.last_used_at WHERE admin_id = excluded.admin_id`,
  );
  const pruneIdle = db.prepare(`DELETE FROM trusted_devices WHERE last_used_at <= @since`);
  const pruneExtra = db.prepare(
    `DELETE FROM trusted_devices WHERE admin_id = @adminId AND token_hash NOT IN
       (SELECT token_hash FROM trusted_devices WHERE admin_id = @adminId ORDER BY last_used_at DESC LIMIT ${MAX_DEVICES_PER_ADMIN})`,
  );
  const removeAll = db.prepare(`DELETE FROM trusted_devices`);
  const removeAdmins = db.prepare(`DELETE FROM trusted_devices WHERE admin_id = @adminId`);

  return {
    /** The admin a device belongs to, when it is known and was used within the last 180 days. */
    adminOf(tokenHash: string): number | undefined {
      return find.get({ tokenHash, since: now() - DEVICE_MAX_IDLE_MS })?.adminId;
    },
    /** Records a successful login from this device (new or known), then drops idle devices and the oldest over 20. */
    remember: db.transaction((tokenHash: string, adminId: number) => {
      const t = now();
      insert.run({ tokenHash, adminId, now: t });
      pruneIdle.run({ since: t - DEVICE_MAX_IDLE_MS });
      pruneExtra.run({ adminId });
    }),
    /**
     * A password change in the admin: every other browser of this admin is forgotten, and this one is known
     * again only under a fresh token, so a device cookie copied before the change counts for nothing after it.
     */
    startOver: db.transaction((adminId: number, tokenHash: string) => {
      removeAdmins.run({ adminId });
      const t = now();
      insert.run({ tokenHash, adminId, now: t });
    }),
    /** Forgets every device (the CLI's password reset: after a compromise no browser keeps its standing). */
    forgetAll: (): number => removeAll.run().changes,
  };
}
export type TrustedDevicesRepo = ReturnType<typeof createTrustedDevicesRepo>;
