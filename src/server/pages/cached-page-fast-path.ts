import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'koa';
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

/** A Koa context for this request, made only when asked for (by the options that need Koa's view of it). */
export type KoaContextOf = () => Context;

export type FastPathOptions = {
  /** The ready page last served for this origin and URL (page-cache.ts pageFor). */
  pageFor: (url: string) => CachedPage | undefined;
  /** The Cache-Control the page cache sends with every page. */
  cacheControl: string;
  /** Whether the site is online, from memory: offline, every page is the maintenance page. */
  isOnline: () => boolean;
  /** The key prefix the page cache uses: PUBLIC_ORIGIN, or the request's own origin (Koa's, hence `koa`). */
  originOf: (koa: KoaContextOf) => string;
  securityHeaders: SecurityHeaders;
  hsts: (koa: KoaContextOf) => boolean;
  logRequest: RequestLog;
  /** Where a failure inside the fast path is reported (the request itself goes on down the normal path). */
  logger: Pick<Logger, 'error'>;
  /** Koa's context for a request (app.createContext), for what only Koa knows: its origin, whether it is secure. */
  contextOf: (req: IncomingMessage, res: ServerResponse) => Context;
};

/**
 * Answers a GET or HEAD for a public page the page cache already holds, in front of Koa: before any context,
 * router, session or body parser. The same bytes and headers as the normal path (pages.test.ts compares them),
 * with each response's header block made once per cache entry instead of per request. It returns whether it
 * answered; anything else is Koa's. It never throws: until its headers are written nothing is sent, so after a
 * failure the request goes on to Koa, where handleErrors answers anything that fails there too with its headers
 * and no stack.
 */
export function cachedPageFastPath(options: FastPathOptions) {
  const blocksOf = new WeakMap<CachedPage, Blocks>();
  // Accept-Encoding negotiation (Koa's own, with q-values) remembered per distinct header: browsers send few.
  const negotiated = new Map<string, Encoding>();

  function encodingFor(header: string, koa: KoaContextOf): Encoding {
    let encoding = negotiated.get(header);
    if (!encoding) {
      encoding = (koa().acceptsEncodings('br', 'gzip', 'identity') || 'identity') as Encoding;
      if (negotiated.size < 64) negotiated.set(header, encoding);
    }
    return encoding;
  }

  return function answerFromPageCache(req: IncomingMessage, res: ServerResponse): boolean {
    const { method, url = '/' } = req;
    if (method !== 'GET' && method !== 'HEAD') return false;
    let context: Context | undefined;
    const koa = () => {
      context ??= options.contextOf(req, res);
      return context;
    };
    try {
      if (!options.isOnline()) return false;
      const page = options.pageFor(options.originOf(koa) + url);
      if (!page) return false;

      const startedAt = performance.now();
      let blocks = blocksOf.get(page);
      if (!blocks) {
        blocks = headerBlocks(page, options);
        blocksOf.set(page, blocks);
      }
      const notModified = matchesEtag(req.headers['if-none-match'] ?? '', page.etag);
      const encoding = notModified ? 'identity' : encodingFor(req.headers['accept-encoding'] ?? '', koa);
      const id = nextRequestId();
      const headers = [...(notModified ? blocks.notModified : blocks[encoding]), 'X-Request-Id', id];
      if (options.hsts(koa)) headers.push(HSTS[0], HSTS[1]);
      const status = notModified ? 304 : page.status;

      res.writeHead(status, headers);
      res.end(notModified || method === 'HEAD' ? undefined : bodyOf(page, encoding));
      options.logRequest(id, method, pathOf(url, koa), status, startedAt);
      return true;
    } catch (error) {
      options.logger.error('cached_page_fast_path_failed', { method, path: pathOf(url, koa), ...errorFields(error) });
      // Once writeHead has taken the headers the answer is this one; before, nothing is sent and Koa answers.
      return res.headersSent;
    }
  };
}

/** Koa's ctx.path: the URL up to its query; an absolute-form URL is left to Koa to parse. */
function pathOf(url: string, koa: KoaContextOf): string {
  if (url[0] !== '/') return koa().path;
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
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
