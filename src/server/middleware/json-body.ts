import type { Context, Next } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { JSON_BODY_LIMIT } from '../../shared/constants';
import { badRequest, tooLarge, unsupportedMediaType } from '../errors';

const parser = (jsonLimit: string) =>
  koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit,
    urlencoded: false,
    text: false,
    multipart: false,
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
  });
const parse = parser(JSON_BODY_LIMIT);
/** A login needs a few hundred bytes; a small cap keeps anyone from making the hashing path read more (AUTH-2). */
const LOGIN_BODY_LIMIT = '10kb';
const parseLogin = parser(LOGIN_BODY_LIMIT);

const hasBody = (ctx: Context) => {
  const length = ctx.get('Content-Length');
  return Boolean(ctx.get('Transfer-Encoding')) || (length !== '' && length !== '0');
};

/**
 * JSON bodies only (SECURITY VAL-1): a body in any other content type is 415, malformed JSON is 400,
 * more than the limit is 413. A request without a body gets `{}`.
 */
export async function jsonBody(ctx: Context, next: Next) {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method)) return next();
  if (!hasBody(ctx)) {
    ctx.request.body = {};
    return next();
  }
  if (!ctx.is('application/json')) throw unsupportedMediaType('Send the request body as JSON (Content-Type: application/json)');
  const login = ctx.path === '/api/auth/login';
  try {
    await (login ? parseLogin : parse)(ctx, async () => {});
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 413) throw tooLarge(`The request body is too large (at most ${login ? LOGIN_BODY_LIMIT : JSON_BODY_LIMIT})`);
    if (status === 415) throw unsupportedMediaType('Unsupported content encoding');
    throw badRequest('The request body is not valid JSON');
  }
  return next();
}
