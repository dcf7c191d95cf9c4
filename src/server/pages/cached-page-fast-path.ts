import type { Context, Next } from 'koa';
import { errorFields, type Logger } from '../log';
import type { RequestLog } from '../middleware/request-log';
import { nextRequestId } from '../middleware/request-log';
import { HSTS, type SecurityHeaders } from '../middleware/security-headers';
import { matchesEtag } from '../precompressed';
import type { CachedPage } from './page-cache';

type Encoding = 'br' | 'gzip' | 'identity';
/** One response's headers as Node's writeHead takes them: name, value, name, value… */
type HeaderBlock = string[];
type Blocks = Record<Encoding | 'notModified', HeaderBlock>;

export type FastPathOptions = {
  /** The ready page last served for this origin and URL (page-cache.ts pageFor). */
  pageFor: (url: string) => CachedPage | undefined;
  /** The Cache-Control the page cache sends with every page. */
  cacheControl: string;
  /** Whether the site is online, from memory: offline, every page is the maintenance page. */
  isOnline: () => boolean;
  /** The key prefix the page cache uses: PUBLIC_ORIGIN, or the request's own origin. */
  originOf: (ctx: Context) => string;
  securityHeaders: SecurityHeaders;
  hsts: (ctx: Context) => boolean;
  logRequest: RequestLog;
  /** Where a failure inside the fast path is reported (the request itself goes on down the normal path). */
  logger: Pick<Logger, 'error'>;
};

/**
 * Answers a GET or HEAD for a public page the page cache already holds, before any router, session or body
 * parser: the same bytes and headers as the normal path (pages.test.ts compares them), with each response's
 * header block made once per cache entry instead of per request. Anything else passes on untouched.
 * It runs above the error handler, so a failure in it (a settings read, a broken cache entry) must never reach
 * Koa's own: until its headers are written nothing is sent, so the request goes on down the normal path, where
 * handleErrors answers anything that fails there too with its headers and no stack.
 */
export function cachedPageFastPath(options: FastPathOptions) {
  const blocksOf = new WeakMap<CachedPage, Blocks>();
  // Accept-Encoding negotiation (Koa's own, with q-values) remembered per distinct header: browsers send few.
  const negotiated = new Map<string, Encoding>();

  function encodingFor(ctx: Context): Encoding {
    const header = ctx.get('Accept-Encoding');
    let encoding = negotiated.get(header);
    if (!encoding) {
      encoding = (ctx.acceptsEncodings('br', 'gzip', 'identity') || 'identity') as Encoding;
      if (negotiated.size < 64) negotiated.set(header, encoding);
    }
    return encoding;
  }

  return function cachedPageFastPathMiddleware(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    try {
      if (!options.isOnline()) return next();
      const page = options.pageFor(options.originOf(ctx) + ctx.url);
      if (!page) return next();

      const startedAt = performance.now();
      let blocks = blocksOf.get(page);
      if (!blocks) {
        blocks = headerBlocks(page, options);
        blocksOf.set(page, blocks);
      }
      const notModified = matchesEtag(ctx.get('If-None-Match'), page.etag);
      const encoding = notModified ? 'identity' : encodingFor(ctx);
      const id = nextRequestId();
      const headers = [...(notModified ? blocks.notModified : blocks[encoding]), 'X-Request-Id', id];
      if (options.hsts(ctx)) headers.push(HSTS[0], HSTS[1]);
      const status = notModified ? 304 : page.status;

      ctx.res.writeHead(status, headers);
      ctx.respond = false;
      ctx.res.end(notModified || ctx.method === 'HEAD' ? undefined : bodyOf(page, encoding));
      options.logRequest(id, ctx.method, ctx.path, status, startedAt);
      return Promise.resolve();
    } catch (error) {
      // Once writeHead has taken the headers the answer is this one; before, nothing is sent and the normal path answers.
      if (ctx.res.headersSent) throw error;
      options.logger.error('cached_page_fast_path_failed', { method: ctx.method, path: ctx.path, ...errorFields(error) });
      return next();
    }
  };
}

function bodyOf(page: CachedPage, encoding: Encoding): Buffer {
  return (encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : undefined) ?? page.body;
}

function headerBlocks(page: CachedPage, { securityHeaders, cacheControl }: FastPathOptions): Blocks {
  const common = [...securityHeaders.flat(), 'ETag', page.etag, 'Cache-Control', cacheControl, 'Vary', 'Accept-Encoding'];
  const full = (encoding: Encoding): HeaderBlock => {
    const body = bodyOf(page, encoding);
    const coded = body === page.body ? [] : ['Content-Encoding', encoding];
    return [...common, 'Content-Type', page.type, ...coded, 'Content-Length', String(body.length)];
  };
  return { br: full('br'), gzip: full('gzip'), identity: full('identity'), notModified: common };
}
