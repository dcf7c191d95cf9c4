import type { Config } from '../../config';
import { inMinutes, tooManyRequests } from '../../errors';
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

/**
 * The login throttle (SECURITY AUTH-3, F17, F19). An attempt is counted before its password is hashed, in the
 * same SQLite transaction as the check, so parallel requests cannot slip past; one attempt per client is in
 * flight at a time. Untrusted clients meet the per-address and per-username limits; a browser that logged in
 * before (a device cookie) and a logged-in session each have a counter of their own, so strangers filling the
 * username's counter never lock the owner out.
 */
export function createLoginThrottle(rateLimits: RateLimitsRepo, t: Config['throttle']) {
  const inFlight = new Set<string>();

  /** The limits an attempt counts against; the first is the attempter's own (its flight and what a success clears). */
  function limitsFor(who: Attempter): RateLimit[] {
    const perClient = { limit: t.loginIpFailures, windowMs: t.loginIpWindowMs };
    switch (who.kind) {
      case 'client':
        return [
          { bucket: 'login-ip', key: who.clientKey, ...perClient },
          { bucket: 'login-user', key: who.username.toLowerCase(), limit: t.loginUserFailures, windowMs: t.loginUserWindowMs },
        ];
      case 'device':
        return [{ bucket: 'login-device', key: who.deviceId, ...perClient }];
      case 'session':
        return [{ bucket: 'password-change', key: who.sessionId, ...perClient }];
    }
  }

  return {
    /** Reserves one attempt, or throws 429 with Retry-After (its limit is reached, or its last attempt is still running). */
    begin(who: Attempter): Attempt {
      const limits = limitsFor(who);
      const own = limits[0]!;
      const flightKey = `${own.bucket} ${own.key}`;
      if (inFlight.has(flightKey)) {
        throw tooManyRequests('Your previous login attempt is still being checked. Please wait a moment and try again.', 1);
      }
      const reservation = rateLimits.reserve(limits);
      if (!reservation.ok) {
        throw tooManyRequests(
          `Too many failed logins. Please try again in ${inMinutes(reservation.retryAfterSeconds)}.`,
          reservation.retryAfterSeconds,
        );
      }
      inFlight.add(flightKey);
      return {
        succeeded() {
          rateLimits.cancel(reservation.ids);
          rateLimits.clear(own.bucket, own.key);
        },
        notMade: () => rateLimits.cancel(reservation.ids),
        end: () => inFlight.delete(flightKey),
      };
    },
  };
}
