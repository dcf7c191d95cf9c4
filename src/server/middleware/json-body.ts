import type { Context, Middleware, Next } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { JSON_BODY_LIMIT } from '../../shared/constants';
import { badRequest, tooLarge, unsupportedMediaType } from '../errors';

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

const hasBody = (ctx: Context) => {
  const length = ctx.get('Content-Length');
  return Boolean(ctx.get('Transfer-Encoding')) || (length !== '' && length !== '0');
};

/**
 * JSON bodies only (SECURITY VAL-1): a body in any other content type is 415, malformed JSON is 400,
 * more than `limit` is 413. A request without a body gets `{}`. Mounted on the routers whose routes take JSON;
 * a route that needs a smaller cap (the login) carries its own.
 */
export function jsonBody(limit: string = JSON_BODY_LIMIT): Middleware {
  const parse = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: limit,
    urlencoded: false,
    text: false,
    multipart: false,
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
  });
  return async function jsonBodyMiddleware(ctx: Context, next: Next) {
    if (!BODY_METHODS.includes(ctx.method)) return next();
    if (!hasBody(ctx)) {
      ctx.request.body = {};
      return next();
    }
    if (!ctx.is('application/json')) throw unsupportedMediaType('Send the request body as JSON (Content-Type: application/json)');
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 413) throw tooLarge(`The request body is too large (at most ${limit})`);
      if (status === 415) throw unsupportedMediaType('Unsupported content encoding');
      throw badRequest('The request body is not valid JSON');
    }
    return next();
  };
}
