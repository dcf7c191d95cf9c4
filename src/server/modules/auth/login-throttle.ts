import type { Config } from '../../config';
import { tooManyRequests } from '../../errors';
import type { RateLimit, RateLimitsRepo } from '../rate-limits/rate-limits.repo';

/** Who is trying: an untrusted client by its address and the username it names, a known device by itself. */
export type Attempter =
  | { kind: 'client'; clientKey: string; username: string }
  | { kind: 'device'; deviceId: string }
  | { kind: 'session'; sessionId: string };

/** One reserved attempt. Exactly one of `succeeded` / `notMade` / nothing (a failure) follows, then `end`. */
export type Attempt = {
  /** The password was right: the reserved events are taken back and the client's failures forgotten. */
  succeeded(): void;
  /** No password was checked (the hash queue was full): the reservation is taken back, nothing counted. */
  notMade(): void;
  /** Always, in a finally: the next attempt of this client may start. */
  end(): void;
};

const minutes = (seconds: number) => {
  const m = Math.ceil(seconds / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
};

/**
 * The login throttle (SECURITY AUTH-3, F17, F19). An attempt is counted before its password is hashed, in the
 * same SQLite transaction as the check, so parallel requests cannot slip past; one attempt per client is in
 * flight at a time. Untrusted clients meet the per-address and per-username limits; a browser that logged in
 * before (a device cookie) and a logged-in session each have a counter of their own, so strangers filling the
 * username's counter never lock the owner out.
 */
export function createLoginThrottle(rateLimits: RateLimitsRepo, t: Config['throttle']) {
  const inFlight = new Set<string>();

  function limitsFor(who: Attempter): { flightKey: string; limits: RateLimit[]; forget: Array<[string, string]> } {
    const perClient = { limit: t.loginIpFailures, windowMs: t.loginIpWindowMs };
    switch (who.kind) {
      case 'client':
        return {
          flightKey: `client ${who.clientKey}`,
          limits: [
            { bucket: 'login-ip', key: who.clientKey, ...perClient },
            { bucket: 'login-user', key: who.username.toLowerCase(), limit: t.loginUserFailures, windowMs: t.loginUserWindowMs },
          ],
          forget: [['login-ip', who.clientKey]],
        };
      case 'device':
        return {
          flightKey: `device ${who.deviceId}`,
          limits: [{ bucket: 'login-device', key: who.deviceId, ...perClient }],
          forget: [['login-device', who.deviceId]],
        };
      case 'session':
        return {
          flightKey: `session ${who.sessionId}`,
          limits: [{ bucket: 'password-change', key: who.sessionId, ...perClient }],
          forget: [['password-change', who.sessionId]],
        };
    }
  }

  return {
    /** Reserves one attempt, or throws 429 with Retry-After (its limit is reached, or its last attempt is still running). */
    begin(who: Attempter): Attempt {
      const { flightKey, limits, forget } = limitsFor(who);
      if (inFlight.has(flightKey)) {
        throw tooManyRequests('Your previous login attempt is still being checked. Please wait a moment and try again.', 1);
      }
      const reservation = rateLimits.reserve(limits);
      if (!reservation.ok) {
        throw tooManyRequests(
          `Too many failed logins. Please try again in ${minutes(reservation.retryAfterSeconds)}.`,
          reservation.retryAfterSeconds,
        );
      }
      inFlight.add(flightKey);
      return {
        succeeded() {
          rateLimits.cancel(reservation.ids);
          for (const [bucket, key] of forget) rateLimits.clear(bucket, key);
        },
        notMade: () => rateLimits.cancel(reservation.ids),
        end: () => inFlight.delete(flightKey),
      };
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
