import type { Db } from '../../db/open-database';

// DECISION (src/decisions/trusted-devices.md): a browser stays a trusted device for 180 days after its last successful
// login; at most 20 per admin.
export const DEVICE_MAX_IDLE_MS = 180 * 24 * 60 * 60_000;
const MAX_DEVICES_PER_ADMIN = 20;
/** How long a link printed by `admin-password --enrol` makes the next browser to sign in with it a known one. */
export const ENROLMENT_TTL_MS = 24 * 60 * 60_000;

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
  const countAll = db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM trusted_devices`);
  const removeEnrolments = db.prepare(`DELETE FROM device_enrolments`);
  const insertEnrolment = db.prepare(
    `INSERT INTO device_enrolments (token_hash, admin_id, expires_at) VALUES (@tokenHash, @adminId, @expiresAt)`,
  );
  const findEnrolment = db.prepare<{ tokenHash: string; now: number }, { adminId: number }>(
    `SELECT admin_id AS adminId FROM device_enrolments WHERE token_hash = @tokenHash AND expires_at > @now`,
  );
  const removeEnrolment = db.prepare(`DELETE FROM device_enrolments WHERE token_hash = @tokenHash`);
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
    /** How many browsers are known (idle ones included until the next login prunes them). */
    count: (): number => countAll.get()!.n,
    /** Forgets every device and every enrolment link (`admin-password --forget-devices`, after a compromise). */
    forgetAll: db.transaction((): number => {
      removeEnrolments.run();
      return removeAll.run().changes;
    }),
    /**
     * A one-time link for a new browser (SECURITY F22): its token's SHA-256 is kept for 24 hours, and it replaces
     * any earlier link. Returns when it expires.
     */
    enrol: db.transaction((adminId: number, tokenHash: string): number => {
      const expiresAt = now() + ENROLMENT_TTL_MS;
      removeEnrolments.run();
      insertEnrolment.run({ tokenHash, adminId, expiresAt });
      return expiresAt;
    }),
    /** The admin an enrolment link is for, while it is unused and unexpired. */
    enrolledAdminOf(tokenHash: string): number | undefined {
      return findEnrolment.get({ tokenHash, now: now() })?.adminId;
    },
    /** The link has been used: the browser that signed in with it is a known device now, and the link is spent. */
    endEnrolment: (tokenHash: string): void => {
      removeEnrolment.run({ tokenHash });
    },
  };
}
export type TrustedDevicesRepo = ReturnType<typeof createTrustedDevicesRepo>;
