import assert from 'node:assert/strict';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { test } from 'node:test';
import Koa from 'koa';
import { createPageCache } from './page-cache';

const koa = new Koa();
function context() {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.url = '/';
  req.headers = { 'accept-encoding': 'br' };
  return koa.createContext(req, new ServerResponse(req));
}

test('pages are made one at a time across every cache, however many are asked for at once', async () => {
  const pages = createPageCache('public');
  const json = createPageCache('no-cache');
  let running = 0;
  let most = 0;
  const render = (text: string) => async () => {
    running++;
    most = Math.max(most, running);
    await new Promise((r) => setTimeout(r, 5));
    running--;
    return { status: 200, body: Buffer.from(text.repeat(2000)) };
  };
  await Promise.all([
    ...['/', '/about', '/products'].map((key) => pages.serve(context(), key, render(key))),
    ...['/api/a', '/api/b'].map((key) => json.serve(context(), key, render(key))),
  ]);
  assert.equal(most, 1);
  assert.equal(pages.size, 3);
  assert.equal(json.size, 2);
});

test('a copy made across a write is not kept, and never displaces the copy made after it', async () => {
  const cache = createPageCache('public');
  let release!: () => void;
  const slow = cache.serve(context(), '/', async () => {
    await new Promise<void>((r) => (release = r));
    return { status: 200, body: Buffer.from('before the write') };
  });
  await new Promise((r) => setTimeout(r, 5));
  cache.invalidate();
  const fresh = cache.serve(context(), '/', async () => ({ status: 200, body: Buffer.from('after the write') }));
  release();
  await Promise.all([slow, fresh]);
  assert.equal(cache.size, 1, 'the copy made after the write stays');
  const ctx = context();
  ctx.req.headers['accept-encoding'] = 'identity';
  await cache.serve(ctx, '/', async () => ({ status: 200, body: Buffer.from('rendered again') }));
  assert.equal(String(ctx.body), 'after the write');
});
