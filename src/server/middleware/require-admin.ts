import type { Context, Next } from 'koa';
import { unauthorized } from '../errors';

/** What the session row holds once an admin has logged in. */
export type AdminSession = { adminId?: number; username?: string; createdAt?: number };

/** The session's admin, when it is logged in and within the absolute lifetime (SECURITY SES-4). */
export function currentAdmin(ctx: Context, absoluteMs: number): { adminId: number; username: string } | undefined {
  const s = ctx.session as (AdminSession & object) | null | undefined;
  if (!s || typeof s.adminId !== 'number' || typeof s.createdAt !== 'number') return undefined;
  if (Date.now() - s.createdAt > absoluteMs) {
    ctx.session = null;
    return undefined;
  }
  return { adminId: s.adminId, username: s.username ?? '' };
}

/** Deny by default: mounted once on the router that holds every admin route (SECURITY AC-1). */
export function requireAdmin(absoluteMs: number) {
  return async function requireAdminMiddleware(ctx: Context, next: Next) {
    const admin = currentAdmin(ctx, absoluteMs);
    if (!admin) throw unauthorized();
    ctx.state.admin = admin;
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
