import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { createElement } from 'react';
import { AdminDocument } from '../../admin/entry.server';
import { ADMIN_SECTIONS, DEFAULT_ADMIN_SECTION } from '../../shared/paths';
import { productEditorId } from '../../shared/product-editor-path';
import { currentAdmin, sessionCheckOf } from '../middleware/require-admin';
import type { Deps } from '../routes-context';
import type { Manifest } from './page-assets';
import { renderToBuffer } from './render-to-buffer';

/**
 * The admin: the server renders the shell (no admin data in it); the session decides where a request may go
 * (DESIGN "Admin"). Mounted on a router that carries the session.
 */
export function registerAdminShell(router: Router, d: Pick<Deps, 'config' | 'admins' | 'now' | 'products'>, assets: () => Manifest) {
  const sessionCheck = sessionCheckOf(d);
  async function sendAdminPage(ctx: Context, admin: ReturnType<typeof currentAdmin>, status = 200) {
    const html = await renderToBuffer(
      createElement(AdminDocument, {
        pathname: ctx.path,
        assets: assets().admin,
        isAuthenticated: Boolean(admin),
        ...(admin ? { username: admin.username } : {}),
      }),
    );
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.body = html;
  }
  const redirect = (ctx: Context, to: string) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(to);
  };

  router.get('/admin/login', (ctx) => {
    if (currentAdmin(ctx, sessionCheck)) return redirect(ctx, '/admin');
    return sendAdminPage(ctx, undefined);
  });
  router.get(['/admin', '/admin/', '/admin/:section', '/admin/:section/*rest'], (ctx) => {
    const admin = currentAdmin(ctx, sessionCheck);
    if (!admin) return redirect(ctx, '/admin/login');
    const section = ctx.params.section ?? DEFAULT_ADMIN_SECTION;
    const rest = ctx.params.rest;
    const known = (ADMIN_SECTIONS as readonly string[]).includes(section) && (!rest || isProductEditor(d, section, rest));
    return sendAdminPage(ctx, admin, known ? 200 : 404);
  });
}

/** /admin/products/<id> is a product's full editor: a page only while that product exists. */
function isProductEditor(d: Pick<Deps, 'products'>, section: string, rest: string): boolean {
  const id = productEditorId(section, rest);
  return id !== null && d.products.get(id) !== undefined;
}
