import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { unauthorized } from '../errors';
import type { AdminRow, AdminsRepo } from '../modules/auth/admins.repo';
import type { Deps } from '../routes-context';

/** What the session row holds once an admin has logged in. */
export type AdminSession = { adminId?: number; username?: string; createdAt?: number; stamp?: string };

/**
 * A fingerprint of the admin's credentials, kept in each session: a password change, a rename or the CLI
 * changes it, so every session made with the old credentials ends, even one a login still in flight creates.
 */
export const credentialStamp = (admin: AdminRow): string =>
  createHash('sha256').update(`${admin.id}\n${admin.username}\n${admin.password_hash}`).digest('base64url').slice(0, 22);

/** The admin a request is signed in as. */
export type SignedInAdmin = { adminId: number; username: string };

/** `ctx.state` behind requireAdmin: the routers that carry it are typed with it (Routers in routes-context.ts). */
export type AdminState = { admin: SignedInAdmin };

export type SessionCheck = { absoluteMs: number; admins: Pick<AdminsRepo, 'findById'>; now: () => number };

/** The session check as the app is configured: the absolute lifetime, the admins repo and the clock. */
export const sessionCheckOf = (d: Pick<Deps, 'config' | 'admins' | 'now'>): SessionCheck => ({
  absoluteMs: d.config.session.absoluteMs,
  admins: d.admins,
  now: d.now,
});

/** The session's admin, when it is logged in, within the absolute lifetime (SES-4) and made with the current credentials. */
export function currentAdmin(ctx: Context, check: SessionCheck): SignedInAdmin | undefined {
  const s = ctx.session;
  if (!s || typeof s.adminId !== 'number' || typeof s.createdAt !== 'number') return undefined;
  const admin = check.admins.findById(s.adminId);
  if (check.now() - s.createdAt > check.absoluteMs || !admin || s.stamp !== credentialStamp(admin)) {
    ctx.session = null;
    return undefined;
  }
  return { adminId: admin.id, username: admin.username };
}

/** Deny by default: mounted once on the router that holds every admin route (SECURITY AC-1). */
export function requireAdmin(check: SessionCheck): Middleware<AdminState> {
  return async function requireAdminMiddleware(ctx, next) {
    const admin = currentAdmin(ctx, check);
    if (!admin) throw unauthorized();
    ctx.state.admin = admin;
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
