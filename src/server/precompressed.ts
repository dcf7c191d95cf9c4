import type { Context } from 'koa';

/** A response body kept in memory with its compressed twins, made once, and its strong ETag. */
export type Precompressed = { body: Buffer; gzip?: Buffer | undefined; br?: Buffer | undefined; etag: string; type: string };

/** If-None-Match may list several tags, weak or strong; `*` matches any. */
export function matchesEtag(header: string, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Answers 304 when the client has it, else the best encoding the client accepts; never compresses per request. */
export function sendPrecompressed(ctx: Context, rep: Precompressed, cacheControl: string): void {
  ctx.set('ETag', rep.etag);
  if (matchesEtag(ctx.get('If-None-Match'), rep.etag)) {
    ctx.type = rep.type;
    ctx.set('Cache-Control', cacheControl);
    ctx.vary('Accept-Encoding');
    ctx.status = 304;
    return;
  }
  sendEncoded(ctx, rep, cacheControl);
}

/** The body in the best encoding the client accepts, with no ETag (a response nobody revalidates: 404, 503). */
export function sendEncoded(ctx: Context, rep: Precompressed, cacheControl: string): void {
  ctx.type = rep.type;
  ctx.set('Cache-Control', cacheControl);
  ctx.vary('Accept-Encoding');
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br' && rep.br) {
    ctx.set('Content-Encoding', 'br');
    ctx.body = rep.br;
  } else if (encoding === 'gzip' && rep.gzip) {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = rep.gzip;
  } else {
    ctx.body = rep.body;
  }
}
