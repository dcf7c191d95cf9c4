import type { Context } from 'koa';
import { createElement } from 'react';
import { companyCounts, shownHeroSubtitle, yearInIndia } from '../../shared/company';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '../../shared/constants';
import { localePath } from '../../shared/i18n/locales';
import { productUrl } from '../../shared/paths';
import { pageScript, SiteDocument, type SitePageData, type SiteShell, translate } from '../../site/entry.server';
import { localeOf } from '../middleware/site-locale';
import { pageTranslator } from '../modules/translations/translate-page';
import type { Deps } from '../routes-context';
import { siteOrigin } from '../site-origin';
import type { Manifest } from './page-assets';
import { BUSY_RETRY_AFTER_SECONDS, createPageCache, RendersBusy, renderPerRequest } from './page-cache';
import { plainPage } from './plain-page';
import { renderToBuffer } from './render-to-buffer';

/** Thrown to end a preview's transaction: whatever the draft wrote is undone. */
const ROLLED_BACK = Symbol('preview rolled back');

export type SendOptions = {
  status?: number;
  /**
   * Names a page that depends only on the content and the URL (the normalised query included): such pages come
   * from the page cache. Without it the page renders per request (form results, 404) and is stored nowhere.
   */
  cacheKey?: string;
  /**
   * For a page made per request that is only a nicety over a cached one (a prefilled contact subject): when the
   * render budget is spent, that cached page is served instead of the busy page.
   */
  busyFallback?: { cacheKey: string; load: () => SitePageData };
  /** Served in another page's place: its URL is not remembered for the cache's fast path. */
  fallback?: boolean;
};

/** Renders the public site's pages: from the page cache or per request, the maintenance page, 404 and error pages. */
export function createSitePageRenderer(
  d: Pick<Deps, 'config' | 'db' | 'now' | 'nextContentChangeAt' | 'settings' | 'company' | 'licences' | 'siteTexts' | 'translations'>,
  assets: () => Manifest,
) {
  const cache = createPageCache({
    sMaxAge: d.config.pageSMaxAge,
    now: d.now,
    nextChangeAt: d.nextContentChangeAt,
  });

  /**
   * The owner's content in the page's language (the address names it), fallen-back fields marked; made once a
   * request, so its shell and its data read the language's translations once between them.
   */
  const translators = new WeakMap<Context, ReturnType<typeof pageTranslator>>();
  const translator = (ctx: Context) => {
    let made = translators.get(ctx);
    if (!made) {
      made = pageTranslator(localeOf(ctx), d.translations.forLocale);
      translators.set(ctx, made);
    }
    return made;
  };

  /**
   * `pathname` is the page's own path (the English page's: the language is `locale`): for a cached page its key's,
   * never the spelling of whoever asked first.
   */
  function shell(ctx: Context, page: SitePageData['page'], pathname: string): SiteShell {
    const { site } = assets();
    const script = pageScript(page);
    const company = d.company.facts(yearInIndia(new Date(d.now())));
    const settings = d.settings.getSiteSettings();
    return translator(ctx).shell({
      pathname,
      locale: localeOf(ctx),
      origin: siteOrigin(ctx, d.config.publicOrigin),
      site: { ...settings, heroSubtitle: shownHeroSubtitle(settings.heroSubtitle, companyCounts(company)) },
      company,
      texts: d.siteTexts.texts(),
      contact: d.settings.getContactSettings(),
      licences: d.licences.shown(new Date(d.now())),
      assets: { css: site.css, js: script ? site.pages[script].js : null, preload: script ? site.pages[script].preload : [] },
    });
  }

  async function send(ctx: Context, loadPage: () => SitePageData, options: SendOptions = {}): Promise<void> {
    const load = () => translator(ctx).data(loadPage());
    const site = d.settings.getSiteSettings();
    // Spec §2: while the site is offline, every public page is the maintenance page (503, Retry-After).
    if (!site.isOnline) {
      ctx.set('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS));
      return sendSpecial(ctx, { page: 'maintenance' }, 503);
    }
    if (!options.cacheKey) {
      const data = load();
      if (data.page === 'not-found') return sendSpecial(ctx, data, 404);
      const sent = await sendUncached(ctx, data, options.status ?? 200);
      if (!sent && options.busyFallback) return send(ctx, options.busyFallback.load, { ...options.busyFallback, fallback: true });
      if (!sent) sendBusy(ctx, localePath(localeOf(ctx), ctx.method === 'GET' ? ctx.path : formPageOf(data, ctx.path)));
      return;
    }
    const origin = siteOrigin(ctx, d.config.publicOrigin);
    const pathname = options.cacheKey.split('?')[0]!;
    // The key names the language as the address does: /hi/products is another page than /products.
    const key = localePath(localeOf(ctx), options.cacheKey);
    const render = async () => {
      const data = load();
      return { status: 200, body: await renderToBuffer(createElement(SiteDocument, { shell: shell(ctx, data.page, pathname), data })) };
    };
    await cache.serve(ctx, `${origin}${key}`, render, options.fallback ? undefined : `${origin}${ctx.originalUrl}`);
    // In another page's place: no shared cache may keep it under this address.
    if (options.fallback) ctx.set('Cache-Control', 'no-store');
  }

  /**
   * The 404 and maintenance pages: the same for every URL, so made once per content version (a scanner's stream
   * of unknown URLs costs no render each), and sent with no-store and no ETag.
   */
  async function sendSpecial(ctx: Context, data: { page: 'not-found' | 'maintenance' }, status: number) {
    const origin = siteOrigin(ctx, d.config.publicOrigin);
    const render = async () => ({
      status,
      body: await renderToBuffer(createElement(SiteDocument, { shell: shell(ctx, data.page, `/${data.page}`), data })),
    });
    await cache.serveUncacheable(ctx, `${origin} ${localeOf(ctx)} ${data.page}`, render);
  }

  /**
   * A page made for one request (a form's refusal, a prefilled contact form): it waits in the renders' queue like
   * every other render, within the render budget (F21). False when it was refused (nothing sent).
   */
  async function sendUncached(ctx: Context, data: SitePageData, status: number): Promise<boolean> {
    let html: Buffer;
    try {
      html = await renderPerRequest(() => renderToBuffer(createElement(SiteDocument, { shell: shell(ctx, data.page, ctx.path), data })));
    } catch (error) {
      if (!(error instanceof RendersBusy)) throw error;
      return false;
    }
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = html;
    return true;
  }

  /**
   * The refusal of a page made per request while the render budget is spent: a plain 503 that costs no render, in
   * the page's language.
   */
  function sendBusy(ctx: Context, back: string) {
    const locale = localeOf(ctx);
    ctx.status = 503;
    ctx.set('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = plainPage({
      title: translate(locale, 'formBusy.title'),
      message: translate(locale, 'formBusy.text'),
      back: { href: back, label: translate(locale, 'formBusy.retry') },
      locale,
    });
  }

  /**
   * The owner's preview of a draft (DECISION src/decisions/drafts.md): `apply` writes the draft and `load` reads the
   * page as it would then be, in a transaction that is always rolled back, so nothing of it is ever stored; the page
   * renders from what was read. Never cached (private, no-store) and never indexed (noindex, in the page and its
   * headers); it is made whether the site is online or not.
   */
  async function sendPreview(
    ctx: Context,
    apply: () => void,
    load: () => SitePageData,
    pathname: (data: SitePageData) => string,
    /** Whether visitors would see this page at all (a product switched off, or its category, is not on the site). */
    onSite: () => boolean = () => true,
  ): Promise<void> {
    let page: { shell: SiteShell; data: SitePageData } | undefined;
    try {
      d.db.transaction(() => {
        apply();
        const data = load();
        page = { shell: { ...shell(ctx, data.page, pathname(data)), preview: onSite() ? 'on-site' : 'off-site' }, data };
        throw ROLLED_BACK;
      })();
    } catch (error) {
      if (error !== ROLLED_BACK) throw error;
    }
    const html = await renderToBuffer(createElement(SiteDocument, page!));
    ctx.status = 200;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.body = html;
  }

  /** The site's 404 page, or the maintenance page while offline. */
  function notFound(ctx: Context): Promise<void> {
    return send(ctx, () => ({ page: 'not-found' }), { status: 404 });
  }

  return {
    send,
    sendPreview,
    cache,
    /** Any path no route answered: the site's 404 page (or the maintenance page while offline). */
    async notFound(ctx: Context): Promise<void> {
      await notFound(ctx);
    },
    /** Error statuses on HTML routes: the 404 page for 404s, a plain message page for the rest. */
    async renderError(ctx: Context, status: number, message: string): Promise<void> {
      if (status === 404) {
        try {
          return await notFound(ctx);
        } catch {
          // fall through to the plain page
        }
      }
      ctx.status = status;
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = plainPage({
        title: `Error ${status}`,
        message: status >= 500 ? 'Something went wrong on our side. Please try again.' : message,
        back: { href: '/', label: 'Back to the home page' },
      });
    },
  };
}
export type SitePageRenderer = ReturnType<typeof createSitePageRenderer>;

/** The page a refused form was posted from (its POST address answers nothing to a GET): where "Try again" leads. */
function formPageOf(data: SitePageData, fallback: string): string {
  if (data.page === 'product') return productUrl(data.product.slug);
  if (data.page === 'contact') return '/contact';
  return fallback;
}
