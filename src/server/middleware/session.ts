import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Context } from 'koa';
import session from 'koa-session';
import type { Config } from '../config';
import type { SessionsRepo } from '../modules/sessions/sessions.repo';
import type { AdminSession } from './require-admin';

/**
 * What koa-session adds to every context, typed once here (the package exports no type for it): the session
 * (null once ended), holding what a login stores in it.
 */
declare module 'koa' {
  interface DefaultContext {
    session: StoredSession | null;
  }
}
type StoredSession = AdminSession & {
  /** The id the store keeps the session under (the cookie's value); none until it is saved. */
  readonly externalKey: string | undefined;
  /** A fresh id and an empty session; the old id is dead. */
  regenerate(): Promise<void> | undefined;
};

export const sessionCookieName = (secure: boolean) => (secure ? '__Host-sid' : 'sid');

/** A session id: 32 bytes (256 bits) from the CSPRNG, base64url (43 characters), never randomUUID (SECURITY F3, SES-2). */
export const generateSessionId = (): string => randomBytes(32).toString('base64url');

/** ctx.state flags between a login, the store and the cookie writer. */
const MAY_INSERT = Symbol('session may insert');
const ENDED = Symbol('session ended meanwhile');
type SessionState = { [MAY_INSERT]?: boolean; [ENDED]?: boolean };

/**
 * Starts a logged-in session: a fresh id (the one the browser had before is dead, SES-3) and a new row holding
 * `data`. The only way a session row is inserted.
 */
export async function startSession(ctx: Context, data: AdminSession): Promise<void> {
  (ctx.state as SessionState)[MAY_INSERT] = true;
  await ctx.session!.regenerate();
  Object.assign(ctx.session!, data);
}

/**
 * Server-side sessions (SECURITY F2-F4, SES-1..SES-5): the cookie carries a 256-bit random id signed with
 * HMAC-SHA256 (app.keys is a SHA-256 Keygrip); the row in SQLite is the session, so logout really ends it.
 * Idle timeout via rolling maxAge; the absolute timeout is checked in requireAdmin.
 * Rolling saves only update a row that still exists (F18): a request in flight while its session was ended
 * writes nothing back, and its response expires the cookie instead of sending it again.
 */
export function sessionMiddleware(app: Koa, config: Config, sessions: SessionsRepo) {
  const key = sessionCookieName(config.cookieSecure);
  const cookie = {
    httpOnly: true,
    signed: true,
    secure: config.cookieSecure,
    sameSite: 'lax',
    overwrite: true,
    path: '/',
  } as const;
  return session(
    {
      key,
      maxAge: config.session.idleMs,
      rolling: true,
      renew: false,
      ...cookie,
      genid: generateSessionId,
      store: {
        get: async (id: string) => sessions.get(id),
        set: async (id: string, value: Record<string, unknown>, maxAge: number, { ctx }: { ctx?: Context }) => {
          const state = ctx!.state as SessionState;
          const ttl = typeof maxAge === 'number' ? maxAge : config.session.idleMs;
          if (state[MAY_INSERT]) {
            state[MAY_INSERT] = false;
            sessions.insert(id, value, ttl);
          } else if (!sessions.update(id, value, ttl)) {
            state[ENDED] = true;
          }
        },
        destroy: async (id: string) => sessions.destroy(id),
      },
      externalKey: {
        // koa-session types this as a string; undefined (no cookie) starts an empty session, as its own reader does.
        get: (ctx: Context) => ctx.cookies.get(key, { signed: true }) as string,
        set: (ctx: Context, id: string) => {
          if ((ctx.state as SessionState)[ENDED]) ctx.cookies.set(key, '', { ...cookie, expires: new Date(0) });
          else ctx.cookies.set(key, id, { ...cookie, maxAge: config.session.idleMs });
        },
      },
    },
    app,
  );
}
