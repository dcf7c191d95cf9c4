import type { Context, Next } from 'koa';
import type { ApiError } from '../../shared/types';
import { HttpError } from '../errors';
import { errorFields, type Logger } from '../log';
import type { RequestLog } from './request-log';
import { nextRequestId } from './request-log';
import { applySecurityHeaders, type SecurityHeaders } from './security-headers';

/** Messages for errors raised by libraries (body parser, formidable, Koa): never their own text. */
const LIBRARY_MESSAGES: Record<number, { code: string; message: string }> = {
  400: { code: 'bad_request', message: 'The request could not be read' },
  404: { code: 'not_found', message: 'Not found' },
  405: { code: 'method_not_allowed', message: 'This method is not allowed here' },
  413: { code: 'too_large', message: 'The request is too large (at most 5 MB a file and 10 files at once)' },
  415: { code: 'unsupported_media_type', message: 'Unsupported content type' },
};

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { status?: unknown; statusCode?: unknown; httpCode?: unknown };
  // formidable reports its limits as httpCode, not status (SECURITY F6).
  const status = [e.status, e.statusCode, e.httpCode].find((s) => typeof s === 'number');
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

export type ErrorPageRenderer = (ctx: Context, status: number, message: string) => Promise<void> | void;

/**
 * The outermost middleware (the cached-page fast path in front of Koa does the same for the responses it answers):
 * gives every request an id, logs it, sets the security headers, and turns every error into a clean response that
 * keeps those headers (Koa's own onerror would strip them).
 */
export function handleErrors(options: {
  logger: Logger;
  securityHeaders: SecurityHeaders;
  hsts: (ctx: Context) => boolean;
  logRequest: RequestLog;
  renderErrorPage?: ErrorPageRenderer;
}) {
  const { logger } = options;
  return async function handleErrorsMiddleware(ctx: Context, next: Next) {
    const started = performance.now();
    const requestId = nextRequestId();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    applySecurityHeaders(ctx, options.securityHeaders, options.hsts(ctx));
    try {
      await next();
      // A bodiless error status (nothing matched, or allowedMethods' 405) gets the same error body as a throw.
      if (ctx.body == null && ctx.status >= 400) {
        const known = LIBRARY_MESSAGES[ctx.status] ?? { code: 'error', message: 'The request could not be processed' };
        const allow = ctx.response.get('Allow');
        throw new HttpError(ctx.status, known.code, known.message, allow ? { headers: { Allow: allow } } : {});
      }
    } catch (error) {
      await writeError(ctx, error, requestId);
    } finally {
      options.logRequest(requestId, ctx.method, ctx.path, ctx.status, started);
    }
  };

  async function writeError(ctx: Context, error: unknown, requestId: string) {
    let status: number;
    let body: ApiError;
    let headers: Record<string, string> = {};
    if (error instanceof HttpError) {
      status = error.status;
      body = { ...error.details, message: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) };
      headers = error.headers;
    } else {
      const libraryStatus = statusOf(error);
      if (libraryStatus !== undefined && libraryStatus < 500) {
        status = libraryStatus;
        body = LIBRARY_MESSAGES[status] ?? { code: 'bad_request', message: 'The request could not be processed' };
      } else {
        status = 500;
        body = { message: INTERNAL_MESSAGE, code: 'internal', ref: requestId };
        logger.error('unhandled_error', { id: requestId, method: ctx.method, path: ctx.path, ...errorFields(error) });
      }
    }

    // Start from a clean response: drop whatever the failed handler set, keep the security headers.
    for (const name of Object.keys(ctx.response.headers)) ctx.remove(name);
    ctx.set('X-Request-Id', requestId);
    applySecurityHeaders(ctx, options.securityHeaders, options.hsts(ctx));
    for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = status;
    const wantsHtml = !ctx.path.startsWith('/api/') && ctx.accepts('html', 'json') === 'html';
    if (wantsHtml && options.renderErrorPage) {
      await options.renderErrorPage(ctx, status, body.message);
    } else {
      ctx.body = body;
    }
  }
}
