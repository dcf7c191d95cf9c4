import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Context } from 'koa';
import { createJobQueue } from '../modules/uploads/job-queue';
import { type Precompressed, sendEncoded, sendPrecompressed } from '../precompressed';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** The one queue every cache's renders wait in (see make). */
const renders = createJobQueue(1);

/** A response made once per content version; `type` is HTML unless given. */
export type RenderedPage = { status: number; body: Buffer; type?: string };
export type CachedPage = RenderedPage & Precompressed;

/** Request URLs remembered per cache entry: enough for every page and its common query strings, bounded. */
const MAX_URLS = 1000;
/** A longer URL is served the normal way and never remembered, so no one can fill memory with long URLs. */
const MAX_REMEMBERED_URL = 512;

/**
 * What a CDN or the reverse proxy may keep, for PAGE_S_MAXAGE seconds (60 by default); browsers revalidate every
 * time (cheap: a 304 by ETag).
 */
export const publicPageCacheControl = (sMaxAge: number) => `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=300`;

/**
 * Public pages depend only on the content, so each is rendered once per content version and kept as Buffers
 * with its gzip and brotli bodies made once, served with a strong ETag. Any content write clears it
 * (DECISION: every page carries the header and footer from the settings, so nearly every write touches every
 * page; clearing all keeps it simple and never stale). Bounded: the oldest entries go first.
 */
export function createPageCache(cacheControl: string, maxEntries = 200) {
  const entries = new Map<string, Promise<CachedPage>>();
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
    entries.delete(key);
    for (const [url, remembered] of byUrl) if (remembered.key === key) byUrl.delete(url);
  }

  /**
   * The page for `key` and whether it is still the current copy. A write clears `entries`, so a render a write
   * overtook is no longer the entry under its key: it answers the requests that asked before the write and is
   * kept for nobody after.
   */
  async function ready(key: string, render: () => Promise<RenderedPage>): Promise<{ page: CachedPage; current: boolean }> {
    let pending = entries.get(key);
    if (!pending) {
      const made = make(render);
      pending = made;
      entries.set(key, made);
      made.catch(() => {
        if (entries.get(key) === made) entries.delete(key);
      });
      while (entries.size > maxEntries) forget(entries.keys().next().value!);
    }
    const page = await pending;
    return { page, current: entries.get(key) === pending };
  }

  return {
    /**
     * Serves the page for `key`, rendering it only when the cache has no current copy. `url` (the request's
     * origin and URL) is remembered for the fast path once the page is ready and still current.
     */
    async serve(ctx: Context, key: string, render: () => Promise<RenderedPage>, url?: string): Promise<void> {
      const { page, current } = await ready(key, render);
      if (url && url.length <= MAX_REMEMBERED_URL && current) {
        byUrl.set(url, { key, page });
        if (byUrl.size > MAX_URLS) byUrl.delete(byUrl.keys().next().value!);
      }
      ctx.status = page.status;
      sendPrecompressed(ctx, page, cacheControl);
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
    /** The ready, current page last served for this origin and URL, if any. */
    pageFor(url: string): CachedPage | undefined {
      return byUrl.get(url)?.page;
    },
    invalidate(): void {
      entries.clear();
      byUrl.clear();
    },
    get size() {
      return entries.size;
    },
    /** The Cache-Control every page it serves carries. */
    cacheControl,
  };
}
