import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { changePasswordSchema, loginSchema } from '../../../shared/schemas/auth';
import type { AuthStatus } from '../../../shared/types';
import { badRequest, serviceUnavailable, unauthorized } from '../../errors';
import { jsonBody } from '../../middleware/json-body';
import { type AdminSession, credentialStamp, currentAdmin, sessionCheckOf } from '../../middleware/require-admin';
import { startSession } from '../../middleware/session';
import type { Deps, Routers } from '../../routes-context';
import { validate } from '../../validate';
import { clientKey } from '../rate-limits/client-key';
import { type Attempt, type Attempter, createLoginThrottle } from './login-throttle';
import { dummyHash, type HashOptions, HashQueueFull, hashPassword, needsRehash, verifyPassword } from './password';
import { passwordProblem } from './password-strength';
import { DEVICE_MAX_IDLE_MS } from './trusted-devices.repo';

const INVALID = 'Invalid username or password';
/** A login needs a few hundred bytes; a small cap keeps anyone from making the hashing path read more (AUTH-2). */
const LOGIN_BODY_LIMIT = '10kb';
const BUSY = 'The server is busy checking other logins. Please try again in a few seconds.';

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');
export const deviceCookieName = (secure: boolean) => (secure ? '__Host-device' : 'device');

/** Runs a password check under a reserved attempt: a full hash queue answers 503 and counts nothing. */
async function checked<T>(attempt: Attempt, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HashQueueFull) {
      attempt.notMade();
      throw serviceUnavailable(BUSY, 5);
    }
    throw error;
  }
}

export function registerAuthRoutes(
  { authApi, adminPrivateApi }: Pick<Routers, 'authApi' | 'adminPrivateApi'>,
  d: Pick<Deps, 'config' | 'logger' | 'admins' | 'devices' | 'sessions' | 'rateLimits' | 'now'>,
) {
  const throttle = createLoginThrottle(d.rateLimits, d.config.throttle);
  const sessionCheck = sessionCheckOf(d);
  const deviceCookie = deviceCookieName(d.config.cookieSecure);
  const deviceCookieOptions = {
    signed: true,
    httpOnly: true,
    secure: d.config.cookieSecure,
    sameSite: 'strict',
    path: '/',
    overwrite: true,
  } as const;

  /** The device this browser proved to be at an earlier login (a signed cookie naming a known token), for this admin only. */
  function knownDevice(ctx: Context, adminId: number | undefined): { token: string; id: string } | undefined {
    const token = ctx.cookies.get(deviceCookie, { signed: true });
    if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token) || adminId === undefined) return undefined;
    const id = sha256(token);
    return d.devices.adminOf(id) === adminId ? { token, id } : undefined;
  }

  authApi.post('/api/auth/login', jsonBody(LOGIN_BODY_LIMIT), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { username, password, enrolment } = validate(loginSchema, ctx.request.body);
    const admin = d.admins.findByUsername(username);
    const device = knownDevice(ctx, admin?.id);
    // A browser signing in with an enrolment link is judged as a known one: by the link's own counter (F22).
    const enrolmentId =
      !device && enrolment && admin && d.devices.enrolledAdminOf(sha256(enrolment)) === admin.id ? sha256(enrolment) : undefined;
    const deviceId = device?.id ?? enrolmentId;
    const who: Attempter = deviceId ? { kind: 'device', deviceId } : { kind: 'client', clientKey: clientKey(ctx.ip), username };
    // 429 before any hashing when this client has failed too often or is already trying (AUTH-2, AUTH-3, F17).
    const attempt = throttle.begin(who);
    try {
      const priority: HashOptions = { priority: Boolean(deviceId) };
      // An unknown user costs the same scrypt as a wrong password, and gets the same answer (AUTH-4).
      const ok = await checked(attempt, () =>
        verifyPassword(password, admin?.password_hash ?? dummyHash(d.config.scrypt), d.config.scrypt, priority),
      );
      if (!admin || !ok) {
        d.logger.info('login_failed', { id: ctx.state.requestId, ip: ctx.ip, device: Boolean(device) });
        throw unauthorized(INVALID);
      }
      attempt.succeeded();
      let row = admin;
      if (needsRehash(admin.password_hash, d.config.scrypt)) {
        // Stored with weaker parameters: upgraded now, or at a later login when the hash queue is full.
        const upgraded = await hashPassword(password, d.config.scrypt, priority).catch((error: unknown) => {
          if (error instanceof HashQueueFull) return undefined;
          throw error;
        });
        if (upgraded) {
          d.admins.setPasswordHash(admin.id, upgraded);
          row = d.admins.findById(admin.id) ?? admin;
        }
      }
      // This browser is now a known device: its own counter judges its next logins (F19).
      const token = device?.token ?? randomBytes(32).toString('base64url');
      d.devices.remember(sha256(token), admin.id);
      if (enrolmentId) {
        d.devices.endEnrolment(enrolmentId);
        d.logger.info('device_enrolled', { id: ctx.state.requestId, ip: ctx.ip });
      }
      ctx.cookies.set(deviceCookie, token, { ...deviceCookieOptions, maxAge: DEVICE_MAX_IDLE_MS });
      // A fresh id on login: the id the browser had before is dead (SES-3). The stamp is of the credentials
      // this password was checked against: if they changed meanwhile, the session is dead on arrival.
      const session: AdminSession = { adminId: admin.id, username: admin.username, createdAt: d.now(), stamp: credentialStamp(row) };
      await startSession(ctx, session);
      const body: AuthStatus = { isAuthenticated: true, username: admin.username };
      ctx.body = body;
    } finally {
      attempt.end();
    }
  });

  authApi.post('/api/auth/logout', jsonBody(), (ctx) => {
    ctx.session = null;
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Clear-Site-Data', '"cache", "storage"');
    const body: AuthStatus = { isAuthenticated: false };
    ctx.body = body;
  });

  authApi.get('/api/auth/me', (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    const admin = currentAdmin(ctx, sessionCheck);
    const body: AuthStatus = admin ? { isAuthenticated: true, username: admin.username } : { isAuthenticated: false };
    ctx.body = body;
  });

  // Beyond the spec (ASVS 6.2.2): change the password; every other session ends. A stolen session cannot use it
  // to guess the password: each session has its own failure counter, apart from the username's (F19).
  adminPrivateApi.put('/api/admin/account/password', async (ctx) => {
    const { currentPassword, newPassword } = validate(changePasswordSchema, ctx.request.body);
    const admin = d.admins.findById(ctx.state.admin.adminId);
    const { session } = ctx;
    if (!admin || !session) throw unauthorized();
    const sessionId = session.externalKey ?? '';
    const attempt = throttle.begin({ kind: 'session', sessionId: sha256(sessionId) });
    try {
      if (!(await checked(attempt, () => verifyPassword(currentPassword, admin.password_hash, d.config.scrypt)))) {
        throw unauthorized('The current password is not correct');
      }
      attempt.succeeded();
      const problem = passwordProblem(newPassword, { username: admin.username });
      if (problem) throw badRequest(problem, { newPassword: problem });
      if (newPassword === currentPassword) throw badRequest('Choose a password different from the current one');
      d.admins.changePassword(admin.id, await checked(attempt, () => hashPassword(newPassword, d.config.scrypt)));
      d.sessions.destroyAllExcept(sessionId);
      // This session carries on with the new credentials; every other one is gone and its stamp is stale.
      session.stamp = credentialStamp(d.admins.findById(admin.id)!);
      // Every other browser loses its standing; this one keeps it under a new token.
      const token = randomBytes(32).toString('base64url');
      d.devices.startOver(admin.id, sha256(token));
      ctx.cookies.set(deviceCookie, token, { ...deviceCookieOptions, maxAge: DEVICE_MAX_IDLE_MS });
      ctx.body = { message: 'Password changed. Other sessions have been logged out.' };
    } finally {
      attempt.end();
    }
  });
}
