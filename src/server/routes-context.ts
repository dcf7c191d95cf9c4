import type { Router } from '@koa/router';
import type { Context } from 'koa';
import type { Config } from './config';
import type { MetaRepo } from './db/meta.repo';
import type { Db } from './db/open-database';
import type { Logger } from './log';
import type { AdminState } from './middleware/require-admin';
import type { AdminsRepo } from './modules/auth/admins.repo';
import type { TrustedDevicesRepo } from './modules/auth/trusted-devices.repo';
import type { AvailabilityRepo } from './modules/availability/availability.repo';
import type { Stock } from './modules/availability/stock';
import type { CategoriesRepo } from './modules/categories/categories.repo';
import type { CompanyRepo } from './modules/company/company.repo';
import type { DraftsRepo } from './modules/drafts/drafts.repo';
import type { EnquiriesRepo } from './modules/enquiries/enquiries.repo';
import type { EnquiryNotifier } from './modules/enquiries/enquiry-notifier';
import type { GalleryRepo } from './modules/gallery/gallery.repo';
import type { History } from './modules/history/history';
import type { LicencesRepo } from './modules/licences/licences.repo';
import type { MediaRepo } from './modules/media/media.repo';
import type { MediaService } from './modules/media/media.service';
import type { OwnerOrder } from './modules/ordering/owner-order.repo';
import type { ProductsRepo } from './modules/products/products.repo';
import type { RateLimitsRepo } from './modules/rate-limits/rate-limits.repo';
import type { SessionsRepo } from './modules/sessions/sessions.repo';
import type { SettingsRepo } from './modules/settings/settings.repo';
import type { SiteTextsRepo } from './modules/site-texts/site-texts.repo';
import type { TranslationsRepo } from './modules/translations/translations.repo';
import type { UploadStore } from './modules/uploads/upload-store';

/**
 * Everything a route module may use, built once in createApp. Each module takes only the part it uses
 * (`Pick<Deps, ...>`), so its signature says what it touches.
 */
export type Deps = {
  config: Config;
  db: Db;
  logger: Logger;
  meta: MetaRepo;
  settings: SettingsRepo;
  categories: CategoriesRepo;
  products: ProductsRepo;
  availability: AvailabilityRepo;
  /** What the site shows of the availability statuses now (views, badges, the board). */
  stock: Stock;
  gallery: GalleryRepo;
  media: MediaRepo;
  mediaService: MediaService;
  enquiries: EnquiriesRepo;
  licences: LicencesRepo;
  company: CompanyRepo;
  /** The owner's texts and claims (home, about), each at its starting text until edited. */
  siteTexts: SiteTextsRepo;
  /** The owner's content in Hindi, Marathi and Arabic: English stays in each record's own row. */
  translations: TranslationsRepo;
  /** Every admin write's revisions: the Activity list, Undo, restores and the trash. */
  history: History;
  /** Drafts of a product and of the page texts: never read by a public page. */
  drafts: DraftsRepo;
  /** The owner's order of the lists (categories, a category's products, folders, a folder's images, licences, company lists). */
  ownerOrder: OwnerOrder;
  notifier: EnquiryNotifier;
  admins: AdminsRepo;
  devices: TrustedDevicesRepo;
  sessions: SessionsRepo;
  rateLimits: RateLimitsRepo;
  store: UploadStore;
  /** The app's clock: the session timeouts (idle and absolute) and the India month pages show: Date.now, or a test's own. */
  now: () => number;
  /**
   * The next instant after `t` at which public pages and reads change with no write: midnight IST on the 1st (the
   * month's seasons, the years stated), a licence becoming valid or expiring, an availability status turning stale or
   * its arrival day passing. The page caches end their copies there; asked again after every write.
   */
  nextContentChangeAt: (t: number) => number;
  /** Called after any write that changes what public pages show. */
  contentChanged: () => void;
  /**
   * Answers a public read with `read()`'s JSON, made once per content version under `key` (the route's normalised
   * URL) and kept compressed with an ETag, like the pages: the same list is not rebuilt and re-serialised per request.
   */
  cachedJson: (ctx: Context, key: string, read: () => unknown) => Promise<void>;
};

/**
 * The routers the API modules register on. Each carries its own middleware, mounted once in createApp, so no
 * route can forget it:
 * - `publicApi` answers anyone; JSON bodies.
 * - `authApi` answers anyone, with the session (login, logout, me); each route parses its own body.
 * - `adminApi`: the session, JSON bodies, then requireAdmin; a write clears the page cache (content-changed.ts).
 * - `adminPrivateApi`: the same, but for what no public page shows (the enquiry inbox, the account): its writes
 *   leave the public pages' caches alone, so reading through the inbox does not re-render the site.
 * - `adminUploads`: the session and requireAdmin, no JSON parser: each route parses its multipart body only
 *   after requireAdmin (SECURITY F7). An upload route registered here can never meet the JSON parser's 415.
 * The three admin routers' handlers see the signed-in admin in `ctx.state` (AdminState, set by requireAdmin).
 */
export type Routers = {
  publicApi: Router;
  authApi: Router;
  adminApi: Router<AdminState>;
  adminPrivateApi: Router<AdminState>;
  adminUploads: Router<AdminState>;
};
