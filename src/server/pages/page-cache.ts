import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Context } from 'koa';
import { LOCALES } from '../../shared/i18n/locales';
import { startOfNextIndiaMonth } from '../../shared/india-time';
import { createJobQueue } from '../modules/uploads/job-queue';
import { type Precompressed, sendEncoded, sendPrecompressed } from '../precompressed';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** The one queue every cache's renders wait in (see make), and the pages made per request. */
const renders = createJobQueue(1);
/** How many renders may wait at once before a page made per request is refused instead (F21). */
export const MAX_WAITING_RENDERS = 8;
/** The Retry-After of that refusal: the queue drains in well under a second. */
export const BUSY_RETRY_AFTER_SECONDS = 5;
export class RendersBusy extends Error {
  constructor() {
    super('too many renders waiting');
  }
}

/**
 * A budget of render time per window: renders made for one request may use `budgetMs` of each `windowMs`, then
 * are refused until the next window. A render of a whole page takes tens of milliseconds and runs in one turn of the
 * event loop, so a queue never forms: it is their time that must be bounded, whoever sends them (F21).
 */
export function createRenderBudget({ budgetMs: initial, windowMs, now }: { budgetMs: number; windowMs: number; now: () => number }) {
  let budgetMs = initial;
  let windowStart = Number.NEGATIVE_INFINITY;
  let spent = 0;
  let heldSpent = false;
  return {
    /** Whether a render may start now. */
    allows(): boolean {
      if (heldSpent) return false;
      const t = now();
      if (t - windowStart >= windowMs) {
        windowStart = t;
        spent = 0;
      }
      return spent < budgetMs;
    },
    /** Counts a finished render's time. */
    spend(ms: number): void {
      spent += ms;
    },
    /**
     * A budget of its own: the in-process test apps render without one (it is process-wide, and the test files share
     * processes, so one file's renders would spend another's); the budget's own tests use holdSpent and a clock.
     */
    setBudget(ms: number): void {
      budgetMs = ms;
    },
    /** Refuses every render until reset(): a test's way to stand where a flood has spent the budget, with no clock. */
    holdSpent(): void {
      heldSpent = true;
    },
    /** Starts a new window. */
    reset(): void {
      heldSpent = false;
      windowStart = Number.NEGATIVE_INFINITY;
      spent = 0;
    },
  };
}

/** A quarter of one core for pages made per request: the cached pages keep the rest, whatever a crowd posts. */
export const PER_REQUEST_RENDER_BUDGET = { budgetMs: 250, windowMs: 1000 } as const;
export const perRequestRenders = createRenderBudget({ ...PER_REQUEST_RENDER_BUDGET, now: () => performance.now() });

/**
 * Runs a render made for one request (never cached) in the renders' queue, or refuses it at once with RendersBusy
 * when the render budget of this second is spent or MAX_WAITING_RENDERS already wait: a crowd of refused form
 * posts, from any number of addresses, can then never hold the one core.
 */
export async function renderPerRequest<T>(render: () => Promise<T>): Promise<T> {
  if (renders.pending >= MAX_WAITING_RENDERS || !perRequestRenders.allows()) throw new RendersBusy();
  return renders.run(async () => {
    const started = performance.now();
    try {
      return await render();
    } finally {
      perRequestRenders.spend(performance.now() - started);
    }
  });
}

/** A response made once per content version; `type` is HTML unless given. */
export type RenderedPage = { status: number; body: Buffer; type?: string };
export type CachedPage = RenderedPage & Precompressed;

/** Request URLs remembered per cache entry: enough for every page and its common query strings, bounded. */
const MAX_URLS = 1000;
/** A longer URL is served the normal way and never remembered, so no one can fill memory with long URLs. */
const MAX_REMEMBERED_URL = 512;

/** Seconds a shared cache may go on serving a page after its s-maxage while it fetches a fresh one. */
export const PAGE_STALE_WHILE_REVALIDATE = 300;

/**
 * What a CDN or the reverse proxy may keep, for PAGE_S_MAXAGE seconds (60 by default), then serve stale while it
 * revalidates; browsers revalidate every time (cheap: a 304 by ETag). With `secondsLeft` until the India month ends,
 * both end by then: a shared cache never serves a page made in the month before (s-maxage=0: not kept at all).
 */
export function publicPageCacheControl(sMaxAge: number, secondsLeft = Number.POSITIVE_INFINITY): string {
  const fresh = Math.max(0, Math.min(sMaxAge, secondsLeft));
  const stale = Math.max(0, Math.min(PAGE_STALE_WHILE_REVALIDATE, secondsLeft - fresh));
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}

export type PageCacheOptions = {
  /** Seconds a shared cache may keep each page (public pages); left out, nobody keeps them (`no-cache`: the JSON reads). */
  sMaxAge?: number;
  /** The clock that says which India month it is; Date.now unless a test moves time itself. */
  now?: () => number;
  /**
   * The next instant after `t` at which the pages change with no write (midnight IST on the 1st by default; the site
   * adds a licence becoming valid or expiring). Asked again after every write, since a write can move it.
   */
  nextChangeAt?: (t: number) => number;
  maxEntries?: number;
  /** The most bytes its pages may hold (each page's body and its gzip and brotli copies). */
  maxBytes?: number;
};

/** `bytes`: what its page holds, once made. */
type Entry = { made: Promise<CachedPage>; validUntil: number; bytes: number };

/** Entries at most: every page of a starter-sized site (about 80) and its filters, in each language. */
const PAGES_PER_LANGUAGE = 200;
/**
 * The bytes the pages may hold, whatever their number: a page is about 125 KB with its two compressed copies (its own
 * inline CSS is a third of it), so a crawler's walk of every page in four languages (284 pages, 35 MB) would push the
 * server past its 150 MiB memory budget. The least recently asked-for pages go first; the fast path's hits do not
 * count as asking (it must stay two reads), so a page it serves all day may be made again after a crawl.
 */
export const PAGE_CACHE_MAX_BYTES = 6 * 1024 * 1024;

/**
 * Public pages depend only on the content and the India month (the season pages, the home page's strip, a
 * product's season grid), so each is rendered once per content version and month and kept as Buffers with its gzip
 * and brotli bodies made once, served with a strong ETag. Any content write clears it
 * (DECISION (src/decisions/page-cache.md): every page carries the header and footer from the settings, so nearly every
 * write touches every page; clearing all keeps it simple and never stale), and so does the first request after
 * midnight India time on the 1st: no page has to say that it shows the month. Bounded by count and by bytes: the least
 * recently asked-for pages go first.
 */
export function createPageCache({
  sMaxAge,
  now = Date.now,
  nextChangeAt = startOfNextIndiaMonth,
  maxEntries = PAGES_PER_LANGUAGE * LOCALES.length,
  maxBytes = PAGE_CACHE_MAX_BYTES,
}: PageCacheOptions = {}) {
  const cacheControl = sMaxAge === undefined ? 'no-cache' : publicPageCacheControl(sMaxAge);
  const sharedLifetimeMs = sMaxAge === undefined ? 0 : (sMaxAge + PAGE_STALE_WHILE_REVALIDATE) * 1000;
  /** When the pages made now stop being true (the next change with no write); 0: to be asked again. */
  let validUntil = 0;
  // From here to that change a shared cache must keep a page for less than its full lifetime: the fast path
  // (whose header blocks carry the full Cache-Control) steps aside and serve() shortens it.
  let shortenFrom = 0;
  // In the order they were last asked for (ready() moves an entry it finds to the end): the first goes first.
  const entries = new Map<string, Entry>();
  let storedBytes = 0;
  // Which ready page each request URL (origin included) was last served: the fast path answers from here without
  // routing, the database or the maintenance read (cached-page-fast-path.ts). Cleared with the pages.
  const byUrl = new Map<string, { key: string; page: CachedPage }>();

  // Made once per content version, one page at a time across every cache: a write sends every page back through
  // here at once, and each render and each brotli encoder holds megabytes while it works. Compressed off the event
  // loop (zlib's thread pool), with a window sized to the body. Brotli quality 6: the 176 KB products page in 3 ms
  // (quality 9: 35 ms) for 1.5% more bytes.
  function make(render: () => Promise<RenderedPage>): Promise<CachedPage> {
    return renders.run(async () => {
      const page = await render();
      const etag = `"${createHash('sha256').update(page.body).digest('base64url').slice(0, 27)}"`;
      const window = Math.min(24, Math.max(16, Math.ceil(Math.log2(page.body.length + 1))));
      const gz = await gzipAsync(page.body, { level: 9 });
      const br = await brotliAsync(page.body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_LGWIN]: window, [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.length },
      });
      return { ...page, type: page.type ?? 'text/html; charset=utf-8', etag, gzip: gz, br };
    });
  }

  function forget(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    storedBytes -= entry.bytes;
    for (const [url, remembered] of byUrl) if (remembered.key === key) byUrl.delete(url);
  }

  /** Drops the least recently asked-for pages, never `keep`, until both bounds hold. */
  function trim(keep: string): void {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && storedBytes <= maxBytes) return;
      if (key !== keep) forget(key);
    }
  }

  function invalidate(): void {
    entries.clear();
    storedBytes = 0;
    byUrl.clear();
    validUntil = 0;
    shortenFrom = 0;
  }

  /** Every page made before the last change with no write (a new India month, a licence expiring) is dropped; `t` is now. */
  function rollOverIfChanged(t: number): void {
    if (t < validUntil) return;
    if (validUntil !== 0) invalidate();
    validUntil = nextChangeAt(t);
    shortenFrom = validUntil - sharedLifetimeMs;
  }
  rollOverIfChanged(now());

  /** The full Cache-Control, or one a shared cache's copy of a page valid until `validUntil` expires by then. */
  function cacheControlAt(t: number, pageValidUntil: number): string {
    if (sMaxAge === undefined || t < pageValidUntil - sharedLifetimeMs) return cacheControl;
    return publicPageCacheControl(sMaxAge, Math.floor((pageValidUntil - t) / 1000));
  }

  /**
   * The page for `key` and whether it is still the current copy. A write clears `entries`, so a render a write
   * overtook is no longer the entry under its key: it answers the requests that asked before the write and is
   * kept for nobody after.
   */
  async function ready(
    key: string,
    render: () => Promise<RenderedPage>,
  ): Promise<{ page: CachedPage; current: boolean; validUntil: number }> {
    rollOverIfChanged(now());
    let entry = entries.get(key);
    if (entry) {
      // Asked for again: the last to go.
      entries.delete(key);
      entries.set(key, entry);
    } else {
      const made = make(render);
      const created: Entry = { made, validUntil, bytes: 0 };
      entry = created;
      entries.set(key, created);
      made.then(
        (page) => {
          if (entries.get(key) !== created) return;
          created.bytes = page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0);
          storedBytes += created.bytes;
          trim(key);
        },
        () => {
          if (entries.get(key) === created) entries.delete(key);
        },
      );
      trim(key);
    }
    const page = await entry.made;
    return { page, current: entries.get(key) === entry && now() < entry.validUntil, validUntil: entry.validUntil };
  }

  return {
    /**
     * Serves the page for `key`, rendering it only when the cache has no current copy. `url` (the request's
     * origin and URL) is remembered for the fast path once the page is ready and still current.
     */
    async serve(ctx: Context, key: string, render: () => Promise<RenderedPage>, url?: string): Promise<void> {
      const { page, current, validUntil } = await ready(key, render);
      if (url && url.length <= MAX_REMEMBERED_URL && current) {
        byUrl.set(url, { key, page });
        if (byUrl.size > MAX_URLS) byUrl.delete(byUrl.keys().next().value!);
      }
      ctx.status = page.status;
      sendPrecompressed(ctx, page, cacheControlAt(now(), validUntil));
    },
    /**
     * A page made once per content version but never kept by the client or a shared cache, and never revalidated
     * (no ETag): the 404 page every unknown URL gets, the maintenance page every URL gets while offline. `key` is a
     * name, not a URL, so no URL is remembered for it.
     */
    async serveUncacheable(ctx: Context, key: string, render: () => Promise<RenderedPage>): Promise<void> {
      const { page } = await ready(key, render);
      ctx.status = page.status;
      sendEncoded(ctx, page, 'no-store');
    },
    /**
     * The ready, current page last served for this origin and URL, if any, while a shared cache may keep it for its
     * full lifetime (the fast path's Cache-Control). The hot path: one clock read and one comparison.
     */
    pageFor(url: string): CachedPage | undefined {
      const t = now();
      if (t >= shortenFrom) {
        rollOverIfChanged(t);
        if (t >= shortenFrom) return undefined;
      }
      return byUrl.get(url)?.page;
    },
    invalidate,
    get size() {
      return entries.size;
    },
    /** What its pages hold, in bytes (bodies and their compressed copies). */
    get bytes() {
      return storedBytes;
    },
    /** The Cache-Control every page it serves carries, but in the minutes before the India month ends. */
    cacheControl,
  };
}
