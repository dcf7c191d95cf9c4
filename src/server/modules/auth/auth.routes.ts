import type { Context } from 'koa';
import { changePasswordSchema, loginSchema } from '../../../shared/schemas/auth';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import type { AuthStatus } from '../../../shared/types';
import { badRequest, tooManyRequests, unauthorized } from '../../errors';
import { currentAdmin, type AdminSession } from '../../middleware/require-admin';
import type { Deps, Routers } from '../../routes-context';
import { validate } from '../../validate';
import { passwordProblem } from './common-passwords';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password';

const INVALID = 'Invalid username or password';

export function registerAuthRoutes({ publicApi, adminApi }: Routers, d: Deps) {
  const t = d.config.throttle;

  /** 429 before any hashing when this IP or this username has failed too often (SECURITY AUTH-2, AUTH-3). */
  function checkThrottle(ip: string, username: string) {
    const wait = Math.max(
      d.rateLimits.retryAfterSeconds('login-ip', ip, t.loginIpFailures, t.loginIpWindowMs),
      d.rateLimits.retryAfterSeconds('login-user', username.toLowerCase(), t.loginUserFailures, t.loginUserWindowMs),
    );
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60);
      throw tooManyRequests(`Too many failed logins. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, wait);
    }
  }

  publicApi.post('/api/auth/login', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { username, password } = validate(loginSchema, ctx.request.body);
    checkThrottle(ctx.ip, username);
    const admin = d.admins.findByUsername(username);
    // An unknown user costs the same scrypt as a wrong password, and gets the same answer (AUTH-4).
    const ok = await verifyPassword(password, admin?.password_hash ?? (await dummyHash(d.config.scrypt)), d.config.scrypt);
    if (!admin || !ok) {
      d.rateLimits.record('login-ip', ctx.ip);
      d.rateLimits.record('login-user', username.toLowerCase());
      d.logger.info('login_failed', { id: ctx.state.requestId, ip: ctx.ip });
      throw unauthorized(INVALID);
    }
    d.rateLimits.clear('login-ip', ctx.ip);
    if (needsRehash(admin.password_hash, d.config.scrypt)) {
      d.admins.setPasswordHash(admin.id, await hashPassword(password, d.config.scrypt));
    }
    // A fresh id on login: the id the browser had before is dead (SES-3).
    await ctx.session!.regenerate();
    const session = ctx.session as unknown as AdminSession;
    session.adminId = admin.id;
    session.username = admin.username;
    session.createdAt = Date.now();
    const body: AuthStatus = { isAuthenticated: true, username: admin.username };
    ctx.body = body;
  });

  publicApi.post('/api/auth/logout', (ctx) => {
    ctx.session = null;
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Clear-Site-Data', '"cache", "storage"');
    const body: AuthStatus = { isAuthenticated: false };
    ctx.body = body;
  });

  publicApi.get('/api/auth/me', (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    const admin = currentAdmin(ctx, d.config.session.absoluteMs);
    const body: AuthStatus = admin ? { isAuthenticated: true, username: admin.username } : { isAuthenticated: false };
    ctx.body = body;
  });

  // Beyond the spec (ASVS 6.2.2): change the password; every other session ends.
  adminApi.put('/api/admin/account/password', async (ctx) => {
    const { currentPassword, newPassword } = validate(changePasswordSchema, ctx.request.body);
    const admin = d.admins.findById(ctx.state.admin.adminId);
    if (!admin) throw unauthorized();
    checkThrottle(ctx.ip, admin.username);
    if (!(await verifyPassword(currentPassword, admin.password_hash, d.config.scrypt))) {
      d.rateLimits.record('login-ip', ctx.ip);
      throw unauthorized('The current password is not correct');
    }
    const problem = passwordProblem(newPassword, PASSWORD_MIN_LENGTH);
    if (problem) throw badRequest(problem, { newPassword: problem });
    if (newPassword === currentPassword) throw badRequest('Choose a password different from the current one');
    d.admins.setPasswordHash(admin.id, await hashPassword(newPassword, d.config.scrypt));
    const keep = (ctx.session as unknown as { externalKey?: string } | null)?.externalKey;
    d.sessions.destroyAllExcept(keep);
    ctx.body = { message: 'Password changed. Other sessions have been logged out.' };
  });
}
