import { Router } from '@koa/router';
import Keygrip from 'keygrip';
import Koa, { type Middleware } from 'koa';
import { TRUST_PROXY_NEEDS_ORIGIN, type Config } from './config';
import type { Db } from './db/open-database';
import type { Logger } from './log';
import { handleErrors, type ErrorPageRenderer } from './middleware/handle-errors';
import { jsonBody } from './middleware/json-body';
import { requireAdmin } from './middleware/require-admin';
import { sameOrigin } from './middleware/same-origin';
import { sessionMiddleware } from './middleware/session';
import { createAdminsRepo } from './modules/auth/admins.repo';
import { createTrustedDevicesRepo } from './modules/auth/trusted-devices.repo';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerCategoryRoutes } from './modules/categories/categories.routes';
import { createCategoriesRepo } from './modules/categories/categories.repo';
import { createEnquiriesRepo } from './modules/enquiries/enquiries.repo';
import { registerEnquiryRoutes } from './modules/enquiries/enquiries.routes';
import { createEnquiryNotifier, type EnquiryNotifier } from './modules/enquiries/enquiry-notifier';
import { createGalleryRepo } from './modules/gallery/gallery.repo';
import { registerGalleryRoutes } from './modules/gallery/gallery.routes';
import { createMediaRepo } from './modules/media/media.repo';
import { registerMediaRoutes } from './modules/media/media.routes';
import { createMediaService } from './modules/media/media.service';
import { createProductsRepo } from './modules/products/products.repo';
import { registerProductRoutes } from './modules/products/products.routes';
import { createRateLimitsRepo } from './modules/rate-limits/rate-limits.repo';
import { createSessionsRepo } from './modules/sessions/sessions.repo';
import { createSettingsRepo } from './modules/settings/settings.repo';
import { registerSettingsRoutes } from './modules/settings/settings.routes';
import { registerSystemRoutes } from './modules/system/system.routes';
import { registerUploadRoutes } from './modules/uploads/uploads.routes';
import { createUploadStore } from './modules/uploads/upload-store';
import { registerPageRoutes } from './pages/pages.routes';
import type { Deps, Routers } from './routes-context';
import { registerStaticRoutes } from './static/static.routes';
import { registerHealthRoutes } from './modules/health/health.routes';

export type AppOptions = {
  config: Config;
  db: Db;
  logger: Logger;
  /** The session-signing secret (≥ 32 bytes), from SESSION_SECRET or DATA_DIR/secret. */
  secret: string;
  /** The folder with build/ and assets/. */
  staticDir: string;
  notifier?: EnquiryNotifier;
};

/** Builds the whole application: middleware order and routers. Never listens, never reads the environment. */
export function createApp(options: AppOptions) {
  const { config, db, logger } = options;
  // With a trusted proxy and no configured origin the host would come from the client's X-Forwarded-Host (F-ERR-3).
  if (config.trustProxy && !config.publicOrigin) throw new Error(TRUST_PROXY_NEEDS_ORIGIN);
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  // HMAC-SHA256 cookie signatures (SECURITY F4).
  app.keys = new Keygrip([options.secret], 'sha256') as unknown as string[];
  app.silent = true;

  const settings = createSettingsRepo(db);
  const categories = createCategoriesRepo(db);
  const products = createProductsRepo(db);
  const gallery = createGalleryRepo(db);
  const media = createMediaRepo(db);
  const store = createUploadStore(config.dataDir);
  const listeners = new Set<() => void>();
  const deps: Deps = {
    config,
    db,
    logger,
    settings,
    categories,
    products,
    gallery,
    media,
    store,
    mediaService: createMediaService({ db, media, store, settings, categories, products, gallery }),
    enquiries: createEnquiriesRepo(db),
    notifier: options.notifier ?? createEnquiryNotifier(config.smtp, logger),
    admins: createAdminsRepo(db),
    devices: createTrustedDevicesRepo(db),
    sessions: createSessionsRepo(db),
    rateLimits: createRateLimitsRepo(db),
    contentChanged: () => listeners.forEach((listener) => listener()),
  };

  const routers: Routers = { publicApi: new Router(), adminApi: new Router() };
  routers.adminApi.use(requireAdmin({ absoluteMs: config.session.absoluteMs, admins: deps.admins }));
  // Any admin write that succeeded may change what the public pages show (every page carries the settings):
  // the page cache is cleared here, once, rather than by each route remembering to.
  routers.adminApi.use(async (ctx, next) => {
    await next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.status < 300) deps.contentChanged();
  });
  registerSettingsRoutes(routers, deps);
  registerCategoryRoutes(routers, deps);
  registerProductRoutes(routers, deps);
  registerGalleryRoutes(routers, deps);
  registerUploadRoutes(routers, deps);
  registerMediaRoutes(routers, deps);
  registerEnquiryRoutes(routers, deps);
  registerAuthRoutes(routers, deps);
  registerSystemRoutes(routers, deps);

  const staticRouter = new Router();
  registerStaticRoutes(staticRouter, { staticDir: options.staticDir, store });
  registerHealthRoutes(staticRouter, deps);
  const pages = registerPageRoutes(deps, { staticDir: options.staticDir });
  listeners.add(pages.invalidate);

  const renderErrorPage: ErrorPageRenderer = (ctx, status, message) => pages.renderError(ctx, status, message);
  app.use(handleErrors({ logger, logRequests: config.logRequests, hsts: (ctx) => config.cookieSecure || ctx.secure, renderErrorPage }));
  app.use(async (ctx, next) => {
    // Cookies are Secure when the public origin is https, even behind a proxy not marked trusted (SECURITY F9).
    if (config.cookieSecure) (ctx.cookies as unknown as { secure: boolean }).secure = true;
    await next();
  });
  app.use(sameOrigin(config.publicOrigin));

  // Three kinds of request, told apart by their path once, so each only passes the middleware it needs.
  const session = sessionMiddleware(app, config, deps.sessions);
  const api = chain([
    session,
    // JSON bodies; the upload routes parse multipart themselves, after the session check.
    ((ctx: Koa.Context, next: Koa.Next) => (isUploadPath(ctx.path) ? next() : jsonBody(ctx, next))) as Middleware,
    routers.publicApi.routes(),
    routers.publicApi.allowedMethods(),
    routers.adminApi.routes(),
    routers.adminApi.allowedMethods(),
    // Nothing matched: a bodiless 404 (or allowedMethods' 405), which handleErrors answers as JSON.
  ]);
  const files = chain([staticRouter.routes()]);
  const site = chain([pages.router.routes(), pages.router.allowedMethods(), pages.notFound]);
  const siteWithSession = chain([session, site]);
  app.use((ctx, next) => {
    const p = ctx.path;
    if (p.startsWith('/api/')) return api(ctx, next);
    if (p.startsWith('/build/') || p.startsWith('/assets/') || p.startsWith('/uploads/') || p === '/favicon.ico' || p === '/healthz') {
      return files(ctx, () => site(ctx, next));
    }
    // The session is read only where it matters: the admin pages and the no-JavaScript contact form.
    if (p === '/admin' || p.startsWith('/admin/') || ctx.method !== 'GET') return siteWithSession(ctx, next);
    return site(ctx, next);
  });

  return { app, deps, routers, pages, staticRouter };
}

/** Runs middleware (Koa's or a router's) in order, like Koa's own stack. */
function chain(stack: unknown[]): Middleware {
  const steps = stack as unknown as Middleware[];
  return (ctx, next) => {
    const dispatch = (i: number): Promise<unknown> => {
      const fn = i < steps.length ? steps[i]! : next;
      return Promise.resolve(fn(ctx, () => dispatch(i + 1)));
    };
    return dispatch(0);
  };
}

const isUploadPath = (p: string) =>
  p === '/api/admin/upload/single' || p.startsWith('/api/admin/upload/gallery/') || p === '/api/admin/media/upload';

