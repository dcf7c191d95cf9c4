import assert from 'node:assert/strict';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, test } from 'node:test';
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
  const pages = createPageCache({ sMaxAge: 60 });
  const json = createPageCache();
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
  const cache = createPageCache({ sMaxAge: 60 });
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

test('bounded by bytes: the least recently asked-for pages go first, and the fast path forgets them too', async () => {
  // Random text compresses little, so every page holds about as much as the first (measured on a cache of its own).
  const page = (key: string) => async () => ({ status: 200, body: Buffer.from(`${key}:${randomText(1000)}`) });
  const probe = createPageCache({ sMaxAge: 60 });
  await probe.serve(context(), '/probe', page('/probe'));
  const bound = Math.floor(probe.bytes * 3.5);
  const cache = createPageCache({ sMaxAge: 60, maxBytes: bound });
  let made = 0;
  const serve = (key: string) =>
    cache.serve(
      context(),
      key,
      async () => {
        made++;
        return page(key)();
      },
      `http://fruit.example${key}`,
    );
  await serve('/a');
  await serve('/b');
  await serve('/c');
  assert.equal(cache.size, 3);
  assert.ok(cache.bytes <= bound, `${cache.bytes} bytes`);
  await serve('/a'); // asked for again: now the most recent
  assert.equal(made, 3, 'served from the cache');
  await serve('/d'); // past the bound: /b, the least recently asked for, goes
  assert.equal(cache.size, 3);
  assert.ok(cache.bytes <= bound, `${cache.bytes} bytes`);
  assert.equal(cache.pageFor('http://fruit.example/b'), undefined, 'the fast path forgets the page that went');
  assert.ok(cache.pageFor('http://fruit.example/a'), 'the page asked for again stays');
  await serve('/b');
  assert.equal(made, 5, '/b is made again');
  // A page bigger than the bound is still served and kept on its own (never the one just made).
  const huge = createPageCache({ sMaxAge: 60, maxBytes: 1_000 });
  await huge.serve(context(), '/big', page('/big'));
  assert.equal(huge.size, 1);
  cache.invalidate();
  assert.equal(cache.bytes, 0);
});

const randomText = (length: number) => Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

describe('the India month', () => {
  // 30 November 2026, 23:59 in India (18:29 UTC); the month ends at 18:30 UTC.
  const lastMinuteOfNovember = Date.UTC(2026, 10, 30, 18, 29);
  const midnightFirstDecember = Date.UTC(2026, 10, 30, 18, 30);
  const url = 'http://127.0.0.1/seasons';

  function clockAt(time: number) {
    const clock = { time, now: () => clock.time };
    return clock;
  }

  async function served(cache: ReturnType<typeof createPageCache>, text: string) {
    const ctx = context();
    ctx.req.headers['accept-encoding'] = 'identity';
    await cache.serve(ctx, '/seasons', async () => ({ status: 200, body: Buffer.from(text) }), url);
    return { body: String(ctx.body), cacheControl: String(ctx.response.get('Cache-Control')) };
  }

  test('a page made on 30 November at 23:59 India time is not served on 1 December at 00:00', async () => {
    const clock = clockAt(lastMinuteOfNovember - 10 * 60_000);
    const cache = createPageCache({ sMaxAge: 60, now: clock.now });
    assert.equal((await served(cache, 'November')).body, 'November');
    assert.ok(cache.pageFor(url), 'the fast path holds it');

    clock.time = midnightFirstDecember;
    assert.equal(cache.pageFor(url), undefined, 'the fast path lets it go');
    assert.equal((await served(cache, 'December')).body, 'December', 'made again for December');
    assert.ok(cache.pageFor(url), 'and kept for December');
    assert.equal((await served(cache, 'made a third time')).body, 'December');
  });

  test('a copy made before midnight and finished after it answers its own request, but nobody after', async () => {
    const clock = clockAt(lastMinuteOfNovember);
    const cache = createPageCache({ sMaxAge: 60, now: clock.now });
    const ctx = context();
    ctx.req.headers['accept-encoding'] = 'identity';
    const slow = cache.serve(
      ctx,
      '/seasons',
      async () => {
        clock.time = midnightFirstDecember + 1000;
        return { status: 200, body: Buffer.from('November') };
      },
      url,
    );
    await slow;
    assert.equal(cache.pageFor(url), undefined);
    assert.equal(ctx.response.get('Cache-Control'), 'public, max-age=0, s-maxage=0, stale-while-revalidate=0', 'no shared cache keeps it');
    assert.equal((await served(cache, 'December')).body, 'December');
  });

  test("a shared cache's copy (s-maxage, then stale-while-revalidate) ends by the end of the month", async () => {
    const clock = clockAt(lastMinuteOfNovember - 10 * 60_000);
    const cache = createPageCache({ sMaxAge: 60, now: clock.now });
    const full = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
    assert.equal((await served(cache, 'November')).cacheControl, full);
    assert.equal(cache.cacheControl, full);

    clock.time = midnightFirstDecember - 361_000;
    assert.equal((await served(cache, 'November')).cacheControl, full, '6 minutes left: the full lifetime fits');
    assert.ok(cache.pageFor(url));
    clock.time = midnightFirstDecember - 180_000;
    assert.equal((await served(cache, 'November')).cacheControl, 'public, max-age=0, s-maxage=60, stale-while-revalidate=120');
    assert.equal(cache.pageFor(url), undefined, 'the fast path, whose headers carry the full lifetime, steps aside');
    clock.time = midnightFirstDecember - 30_500;
    assert.equal((await served(cache, 'November')).cacheControl, 'public, max-age=0, s-maxage=30, stale-while-revalidate=0');
    clock.time = midnightFirstDecember - 400;
    assert.equal((await served(cache, 'November')).cacheControl, 'public, max-age=0, s-maxage=0, stale-while-revalidate=0');

    clock.time = midnightFirstDecember;
    const december = await served(cache, 'December');
    assert.deepEqual(december, { body: 'December', cacheControl: full });
  });

  test('the JSON reads are never kept by a shared cache, whatever the time', async () => {
    const clock = clockAt(midnightFirstDecember - 1000);
    const json = createPageCache({ now: clock.now });
    assert.equal((await served(json, '[]')).cacheControl, 'no-cache');
  });
});
