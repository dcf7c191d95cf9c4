import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import type { Config } from '../config';
import type { SessionsRepo } from '../modules/sessions/sessions.repo';

export const sessionCookieName = (secure: boolean) => (secure ? '__Host-sid' : 'sid');

/** A session id: 32 bytes (256 bits) from the CSPRNG, base64url (43 characters), never randomUUID (SECURITY F3, SES-2). */
export const generateSessionId = (): string => randomBytes(32).toString('base64url');

/**
 * Server-side sessions (SECURITY F2-F4, SES-1..SES-5): the cookie carries a 256-bit random id signed with
 * HMAC-SHA256 (app.keys is a SHA-256 Keygrip); the row in SQLite is the session, so logout really ends it.
 * Idle timeout via rolling maxAge; the absolute timeout is checked in requireAdmin.
 */
export function sessionMiddleware(app: Koa, config: Config, sessions: SessionsRepo) {
  return session(
    {
      key: sessionCookieName(config.cookieSecure),
      maxAge: config.session.idleMs,
      rolling: true,
      renew: false,
      httpOnly: true,
      signed: true,
      secure: config.cookieSecure,
      sameSite: 'lax',
      overwrite: true,
      genid: generateSessionId,
      store: {
        get: async (key: string) => sessions.get(key),
        set: async (key: string, value: Record<string, unknown>, maxAge: number) =>
          sessions.set(key, value, typeof maxAge === 'number' ? maxAge : config.session.idleMs),
        destroy: async (key: string) => sessions.destroy(key),
      },
    },
    app,
  );
}
