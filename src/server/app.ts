import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router } from '@koa/router';
import Keygrip from 'keygrip';
import Koa, { type Context, type Next } from 'koa';
import { startOfNextIndiaMonth } from '../shared/india-time';
import { nextLicenceChange } from '../shared/licences';
import { STARTING_TEXT_TRANSLATIONS } from '../shared/site-texts/starting-translations';
import { type Config, TRUST_PROXY_NEEDS_ORIGIN } from './config';
import { createMetaRepo } from './db/meta.repo';
import type { Db } from './db/open-database';
import type { Logger } from './log';
import { contentChangedAfterWrite } from './middleware/content-changed';
import { handleErrors } from './middleware/handle-errors';
import { jsonBody } from './middleware/json-body';
import { mount } from './middleware/mount';
import { createRequestLog } from './middleware/request-log';
import { type AdminState, currentAdmin, requireAdmin, sessionCheckOf } from './middleware/require-admin';
import { sameOrigin } from './middleware/same-origin';
import { securityHeaders } from './middleware/security-headers';
import { sessionMiddleware } from './middleware/session';
import { siteLocale } from './middleware/site-locale';
import { createAdminsRepo } from './modules/auth/admins.repo';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createTrustedDevicesRepo } from './modules/auth/trusted-devices.repo';
import { createAvailabilityRepo } from './modules/availability/availability.repo';
import { registerAvailabilityRoutes } from './modules/availability/availability.routes';
import { createStock } from './modules/availability/stock';
import { createCategoriesRepo } from './modules/categories/categories.repo';
import { registerCategoryRoutes } from './modules/categories/categories.routes';
import { createCompanyRepo } from './modules/company/company.repo';
import { registerCompanyRoutes } from './modules/company/company.routes';
import { createDraftsRepo } from './modules/drafts/drafts.repo';
import { registerDraftRoutes } from './modules/drafts/drafts.routes';
import { registerContactForm } from './modules/enquiries/contact-form.routes';
import { createEnquiriesRepo } from './modules/enquiries/enquiries.repo';
import { registerEnquiryRoutes } from './modules/enquiries/enquiries.routes';
import { createEnquiryNotifier, type EnquiryNotifier } from './modules/enquiries/enquiry-notifier';
import { createGalleryRepo } from './modules/gallery/gallery.repo';
import { registerGalleryRoutes } from './modules/gallery/gallery.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { createHistory } from './modules/history/history';
import { registerHistoryRoutes } from './modules/history/history.routes';
import { createLicencesRepo } from './modules/licences/licences.repo';
import { registerLicenceRoutes } from './modules/licences/licences.routes';
import { createMediaRepo } from './modules/media/media.repo';
import { registerMediaRoutes } from './modules/media/media.routes';
import { createMediaService } from './modules/media/media.service';
import { createMediaUsagesRepo } from './modules/media/media-usages.repo';
import { createOwnerOrder } from './modules/ordering/owner-order.repo';
import { registerOwnerOrderRoutes } from './modules/ordering/owner-order.routes';
import { createProductsRepo } from './modules/products/products.repo';
import { registerProductRoutes } from './modules/products/products.routes';
import { registerQuoteForm } from './modules/quotes/quote-form.routes';
import { registerQuoteRoutes } from './modules/quotes/quotes.routes';
import { createRateLimitsRepo } from './modules/rate-limits/rate-limits.repo';
import { createSessionsRepo } from './modules/sessions/sessions.repo';
import { createSettingsRepo } from './modules/settings/settings.repo';
import { registerSettingsRoutes } from './modules/settings/settings.routes';
import { registerSetupRoutes } from './modules/setup/setup.routes';
import { createSiteTextsRepo } from './modules/site-texts/site-texts.repo';
import { registerSiteTextsRoutes } from './modules/site-texts/site-texts.routes';
import { registerSystemRoutes } from './modules/system/system.routes';
import { createTranslationsRepo } from './modules/translations/translations.repo';
import { registerTranslationRoutes } from './modules/translations/translations.routes';
import { createUploadStore } from './modules/uploads/upload-store';
import { registerUploadRoutes } from './modules/uploads/uploads.routes';
import { registerAdminShell } from './pages/admin-shell.routes';
import { cachedPageFastPath } from './pages/cached-page-fast-path';
import { loadPageAssets } from './pages/page-assets';
import { createPageCache } from './pages/page-cache';
import { registerPreviewPages } from './pages/preview.routes';
import { registerPublicPages } from './pages/public-pages.routes';
import { registerSeoFiles } from './pages/seo-files.routes';
import { createSitePageRenderer } from './pages/site-page-renderer';
import type { Deps, Routers } from './routes-context';
import { siteOrigin } from './site-origin';
import { registerStaticRoutes } from './static/static.routes';

export type AppOptions = {
  config: Config;
  db: Db;
  logger: Logger;
  /** The session-signing secret (≥ 32 bytes), from SESSION_SECRET or DATA_DIR/secret. */
  secret: string;
  /** The folder with build/ and assets/. */
  staticDir: string;
  notifier?: EnquiryNotifier;
  /** The clock of the session timeouts; Date.now unless a test moves time itself. */
  now?: () => number;
};

/** Builds the whole application: its routers and the middleware each one carries. Never listens, never reads the environment. */
export function createApp(options: AppOptions) {
  const { config, logger } = options;
  // With a trusted proxy and no configured origin the host would come from the client's X-Forwarded-Host (F-ERR-3).
  if (config.trustProxy && !config.publicOrigin) throw new Error(TRUST_PROXY_NEEDS_ORIGIN);
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  // HMAC-SHA256 cookie signatures (SECURITY F4).
  app.keys = new Keygrip([options.secret], 'sha256');
  app.silent = true;

  const listeners = new Set<() => void>();
  // Called at request time only, by when publicReads (below) exists.
  const cachedJson: Deps['cachedJson'] = (ctx, key, read) =>
    publicReads.serve(ctx, key, async () => ({
      status: 200,
      body: Buffer.from(JSON.stringify(read())),
      type: 'application/json; charset=utf-8',
    }));
  const deps = createDeps(options, cachedJson, () => {
    for (const listener of listeners) listener();
  });
  // Public API reads: browsers revalidate each time (a 304 by ETag); shared caches never keep them. The JSON names
  // no origin (paths only), so one copy serves every Host a request may name. They end when the pages do (Deps).
  const publicReads = createPageCache({ now: deps.now, nextChangeAt: deps.nextContentChangeAt });
  listeners.add(() => publicReads.invalidate());

  // The API: each router carries the middleware its routes need (see Routers), and nothing else.
  const session = sessionMiddleware(app, config, deps.sessions);
  const adminOnly = requireAdmin(sessionCheckOf(deps));
  const changesContent = contentChangedAfterWrite(deps);
  const routers: Routers = {
    publicApi: new Router().use(jsonBody()),
    authApi: new Router().use(session),
    adminApi: new Router<AdminState>().use(session, jsonBody(), adminOnly, changesContent),
    adminPrivateApi: new Router<AdminState>().use(session, jsonBody(), adminOnly),
    adminUploads: new Router<AdminState>().use(session, adminOnly, changesContent),
  };
  for (const register of [
    registerSettingsRoutes,
    registerCategoryRoutes,
    registerProductRoutes,
    registerAvailabilityRoutes,
    registerGalleryRoutes,
    registerCompanyRoutes,
    registerSiteTextsRoutes,
    registerUploadRoutes,
    registerMediaRoutes,
    registerLicenceRoutes,
    registerEnquiryRoutes,
    registerQuoteRoutes,
    registerAuthRoutes,
    registerSystemRoutes,
    registerSetupRoutes,
    registerHistoryRoutes,
    registerOwnerOrderRoutes,
    registerDraftRoutes,
    registerTranslationRoutes,
  ]) {
    register(routers, deps);
  }
  const api = [
    routers.publicApi.routes(),
    routers.authApi.routes(),
    routers.adminUploads.routes(),
    routers.adminApi.routes(),
    routers.adminPrivateApi.routes(),
    // Nothing matched: allowedMethods' 405, or a bodiless 404 that handleErrors answers as JSON.
    routers.publicApi.allowedMethods(),
  ];

  // Everything else: health, files, the admin shell (the only pages that read the session), the public pages.
  const health = new Router();
  registerHealthRoutes(health, deps);
  const files = new Router();
  registerStaticRoutes(files, {
    staticDir: options.staticDir,
    store: deps.store,
    originalNameOf: (filename) => deps.media.getByPath(`/uploads/${filename}`)?.originalName,
    documentHidden: (filename) => deps.licences.documentHidden(`/uploads/${filename}`, new Date(deps.now())),
    trashed: (filename) => deps.history.isTrashedUpload(filename),
    isOwner: async (ctx) => {
      let owner = false;
      await session(ctx, async () => {
        owner = currentAdmin(ctx, sessionCheckOf(deps)) !== undefined;
      });
      return owner;
    },
  });
  const { manifest, inlineStyleSources } = loadPageAssets(options.staticDir);
  const assets = () => manifest;
  const pages = createSitePageRenderer(deps, assets);
  listeners.add(() => pages.cache.invalidate());
  const adminShell = new Router().use(session);
  registerPreviewPages(adminShell, deps, pages);
  registerAdminShell(adminShell, deps, assets);
  // The public pages answer under /hi, /mr and /ar too (siteLocale); robots.txt and the sitemap only at the root.
  const seoFiles = new Router();
  registerSeoFiles(seoFiles, deps);
  const site = new Router();
  registerPublicPages(site, deps, pages);
  registerContactForm(site, deps, pages);
  registerQuoteForm(site, deps, pages);

  const hsts = (ctx: Context) => config.cookieSecure || ctx.secure;
  const headers = securityHeaders(inlineStyleSources);
  const logRequest = createRequestLog(logger, config.logRequests);
  // A GET of a public page the page cache holds needs nothing of Koa's: no context, routing, session, body or
  // database read. It is answered in front of Koa (`handler` below).
  const answerFromPageCache = cachedPageFastPath({
    pageFor: pages.cache.pageFor,
    cacheControl: pages.cache.cacheControl,
    isOnline: () => deps.settings.getSiteSettings().isOnline,
    originOf: (koa) => config.publicOrigin ?? siteOrigin(koa(), null),
    securityHeaders: headers,
    hsts: (koa) => hsts(koa()),
    logRequest,
    logger,
    contextOf: (req, res) => app.createContext(req, res),
  });
  app.use(handleErrors({ logger, logRequest, securityHeaders: headers, hsts, renderErrorPage: pages.renderError }));
  app.use(secureCookies(config));
  app.use(sameOrigin(config.publicOrigin));
  app.use(mount('/api/', api));
  app.use(health.routes());
  app.use(files.routes());
  app.use(adminShell.routes());
  app.use(seoFiles.routes());
  app.use(seoFiles.allowedMethods());
  app.use(siteLocale());
  app.use(site.routes());
  // A path some router knows with another method is 405 (with Allow); any other path is the 404 page.
  app.use(site.allowedMethods());
  app.use(pages.notFound);

  // Koa's request handler is made at the first request, so it has every middleware a test may still add.
  let koa: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  /** What the HTTP server runs for each request: the page cache's answer, or else Koa's. */
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (answerFromPageCache(req, res)) return;
    koa ??= app.callback();
    void koa(req, res);
  };
  return { app, handler, deps, routers, pages };
}

/** Every repo and service a route module may use, built once. */
function createDeps(options: AppOptions, cachedJson: Deps['cachedJson'], contentChanged: () => void): Deps {
  const { config, db, logger } = options;
  const now = options.now ?? Date.now;
  const settings = createSettingsRepo(db);
  const categories = createCategoriesRepo(db);
  const products = createProductsRepo(db);
  const gallery = createGalleryRepo(db);
  const media = createMediaRepo(db);
  const store = createUploadStore(config.dataDir);
  const availability = createAvailabilityRepo(db);
  const licences = createLicencesRepo(db);
  const siteTexts = createSiteTextsRepo(db);
  const stock = createStock({ products, availability, now });
  return {
    config,
    db,
    logger,
    meta: createMetaRepo(db),
    settings,
    categories,
    products,
    availability,
    stock,
    gallery,
    media,
    store,
    mediaService: createMediaService({ db, media, usages: createMediaUsagesRepo(db), store }),
    enquiries: createEnquiriesRepo(db),
    licences,
    company: createCompanyRepo(db),
    siteTexts,
    translations: createTranslationsRepo(db, siteTexts.texts, () => STARTING_TEXT_TRANSLATIONS),
    history: createHistory({ db, now, fileExists: (filename) => store.exists(filename) }),
    ownerOrder: createOwnerOrder(db),
    drafts: createDraftsRepo(db),
    notifier: options.notifier ?? createEnquiryNotifier(config.smtp, logger),
    admins: createAdminsRepo(db),
    devices: createTrustedDevicesRepo(db, now),
    sessions: createSessionsRepo(db, now),
    rateLimits: createRateLimitsRepo(db),
    now,
    nextContentChangeAt: (t) =>
      Math.min(startOfNextIndiaMonth(t), nextLicenceChange(licences.list(), new Date(t))?.getTime() ?? Infinity, stock.nextChangeAt(t)),
    contentChanged,
    cachedJson,
  };
}

/** Cookies are Secure when the public origin is https, even behind a proxy not marked trusted (SECURITY F9). */
function secureCookies(config: Config) {
  return async function secureCookiesMiddleware(ctx: Context, next: Next) {
    if (config.cookieSecure) ctx.cookies.secure = true;
    await next();
  };
}
