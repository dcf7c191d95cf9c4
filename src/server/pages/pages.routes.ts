import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from '@koa/router';
import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';
import { createElement } from 'react';
import { AdminDocument } from '../../admin/entry.server';
import { HOME_CATEGORY_LIMIT, MAINTENANCE_RETRY_AFTER_SECONDS } from '../../shared/constants';
import { ADMIN_SECTIONS, DEFAULT_ADMIN_SECTION, contactUrl } from '../../shared/paths';
import { optionalQueryId } from '../../shared/schemas/common';
import { SiteDocument, type ContactFormState, type SitePageData, type SiteShell } from '../../site/entry.server';
import { HttpError } from '../errors';
import { currentAdmin } from '../middleware/require-admin';
import { submitEnquiry } from '../modules/enquiries/submit-enquiry';
import type { Deps } from '../routes-context';
import { createPageCache } from './page-cache';
import { renderToBuffer } from './render-to-buffer';
import { pageScript, type PageScript } from '../../site/entries/page-scripts';
import { robotsTxt, sitemapXml } from './seo-files';

type Script = { js: string; preload: string[] };
type Manifest = { site: { css: string; pages: Record<PageScript, Script> }; admin: Script & { css: string } };

const FORM_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

/** Public pages (server-rendered React), the admin shell, the no-JavaScript contact form, robots and sitemap. */
export function registerPageRoutes(d: Deps, options: { staticDir: string }) {
  let manifest: Manifest | undefined;
  const assets = (): Manifest => {
    manifest ??= JSON.parse(readFileSync(path.join(options.staticDir, 'build/manifest.json'), 'utf8')) as Manifest;
    return manifest;
  };
  const originOf = (ctx: Context) => d.config.publicOrigin ?? `${ctx.protocol}://${ctx.host}`;

  function shell(ctx: Context, page: SitePageData['page']): SiteShell {
    const { site } = assets();
    const script = pageScript(page);
    return {
      pathname: ctx.path,
      origin: originOf(ctx),
      site: d.settings.getSiteSettings(),
      contact: d.settings.getContactSettings(),
      assets: { css: site.css, js: script ? site.pages[script].js : null, preload: script ? site.pages[script].preload : [] },
    };
  }

  const cache = createPageCache();

  /**
   * Renders a public page. `cacheKey` names a page that depends only on the content and the URL (the
   * normalised query included); such pages come from the page cache. Others (form results, 404) render
   * per request and are not stored anywhere.
   */
  async function sendSitePage(ctx: Context, load: () => SitePageData, options: { status?: number; cacheKey?: string } = {}) {
    const site = d.settings.getSiteSettings();
    // Spec §2: while the site is offline, every public page is the maintenance page (503, Retry-After).
    if (!site.isOnline) {
      ctx.set('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS));
      return sendUncached(ctx, { page: 'maintenance' }, 503);
    }
    if (!options.cacheKey) return sendUncached(ctx, load(), options.status ?? 200);
    const key = `${originOf(ctx)}${options.cacheKey}`;
    await cache.serve(ctx, key, async () => {
      const data = load();
      return { status: 200, body: await renderToBuffer(createElement(SiteDocument, { shell: shell(ctx, data.page), data })) };
    });
  }

  async function sendUncached(ctx: Context, data: SitePageData, status: number) {
    const html = await renderToBuffer(createElement(SiteDocument, { shell: shell(ctx, data.page), data }));
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = html;
  }

  const router = new Router();
  router.get('/', (ctx) =>
    sendSitePage(ctx, () => ({ page: 'home', categories: d.categories.listActive().slice(0, HOME_CATEGORY_LIMIT) }), { cacheKey: '/' }),
  );
  router.get('/about', (ctx) => sendSitePage(ctx, () => ({ page: 'about' }), { cacheKey: '/about' }));
  router.get('/products', (ctx) => {
    const categories = d.categories.listActive();
    const requested = optionalQueryId(ctx.query.category);
    // An id that names no active category shows all products, like a missing one (spec §4).
    const selected = requested !== undefined && categories.some((c) => c.id === requested) ? requested : undefined;
    return sendSitePage(
      ctx,
      () => ({ page: 'products', categories, products: d.products.listActive(selected), selectedCategoryId: selected ?? null }),
      { cacheKey: `/products?category=${selected ?? ''}` },
    );
  });
  router.get('/gallery', (ctx) => sendSitePage(ctx, () => ({ page: 'gallery', folders: d.gallery.listFolders() }), { cacheKey: '/gallery' }));
  router.get('/contact', (ctx) => {
    const subject = typeof ctx.query.subject === 'string' ? ctx.query.subject.slice(0, 200) : '';
    const sent = ctx.query.sent === '1';
    const form: ContactFormState = sent ? { status: 'sent' } : { status: 'idle', ...(subject ? { prefillSubject: subject } : {}) };
    // A prefilled subject is the visitor's own text: rendered per request, never stored in the cache.
    return sendSitePage(ctx, () => ({ page: 'contact', form }), subject ? {} : { cacheKey: `/contact?sent=${sent}` });
  });

  // The contact form without JavaScript: a plain POST, validated on the server, then Post/Redirect/Get.
  const parseForm = koaBody({ urlencoded: true, json: false, text: false, multipart: false, formLimit: '64kb' });
  router.post('/contact', async (ctx) => {
    if (!ctx.is('application/x-www-form-urlencoded')) ctx.throw(415);
    await parseForm(ctx, async () => {});
    const raw = (ctx.request.body ?? {}) as Record<string, unknown>;
    const values = Object.fromEntries(FORM_FIELDS.map((k) => [k, typeof raw[k] === 'string' ? (raw[k] as string) : ''])) as Record<
      (typeof FORM_FIELDS)[number],
      string
    >;
    try {
      submitEnquiry(d, { ...values, website: typeof raw.website === 'string' ? raw.website : '' }, ctx.ip);
      ctx.redirect(`${contactUrl()}?sent=1`);
      ctx.status = 303;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.status === 429) {
        for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
        return sendSitePage(ctx, () => ({ page: 'contact', form: { status: 'failed', message: error.message, values } }), { status: 429 });
      }
      return sendSitePage(
        ctx,
        () => ({ page: 'contact', form: { status: 'invalid', message: error.message, fieldErrors: error.fields ?? {}, values } }),
        { status: error.status },
      );
    }
  });

  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = robotsTxt(originOf(ctx));
  });
  router.get('/sitemap.xml', (ctx) => {
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = sitemapXml(originOf(ctx), d.categories.listActive());
  });

  // The admin: the server renders the shell; a session decides where a request may go (DESIGN "Admin").
  const sessionCheck = { absoluteMs: d.config.session.absoluteMs, admins: d.admins };
  async function sendAdminPage(ctx: Context, status = 200) {
    const admin = currentAdmin(ctx, sessionCheck);
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
  const adminRedirect = (ctx: Context, to: string) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(to);
  };
  router.get('/admin/login', (ctx) => {
    if (currentAdmin(ctx, sessionCheck)) return adminRedirect(ctx, '/admin');
    return sendAdminPage(ctx);
  });
  router.get(['/admin', '/admin/', '/admin/:section', '/admin/:section/*rest'], (ctx) => {
    if (!currentAdmin(ctx, sessionCheck)) return adminRedirect(ctx, '/admin/login');
    const section = ctx.params.section ?? DEFAULT_ADMIN_SECTION;
    const known = (ADMIN_SECTIONS as readonly string[]).includes(section) && !ctx.params.rest;
    return sendAdminPage(ctx, known ? 200 : 404);
  });

  return {
    router,
    /** Called after every content write: the next request renders fresh pages. */
    invalidate: () => cache.invalidate(),
    cache,
    /** Any path no route answered: the site's 404 page (or the maintenance page while offline). */
    async notFound(ctx: Context, _next: Next) {
      await sendSitePage(ctx, () => ({ page: 'not-found' }), { status: 404 });
    },
    /** Error statuses on HTML routes: the 404 page for 404s, a plain message page for the rest. */
    async renderError(ctx: Context, status: number, message: string) {
      if (status === 404) {
        try {
          return await sendSitePage(ctx, () => ({ page: 'not-found' }), { status: 404 });
        } catch {
          // fall through to the plain page
        }
      }
      ctx.status = status;
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = plainErrorPage(status, status >= 500 ? 'Something went wrong on our side. Please try again.' : message);
    },
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function plainErrorPage(status: number, message: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Error ${status}</title></head><body><main><h1>Error ${status}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to the home page</a></p></main></body></html>`;
}
