import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '../../shared/constants';
import { SECURITY_HEADER_NAMES } from '../../test/security-header-names';
import { useAdmin, useTestApp } from '../../test/start-test-app';
import { type RawReply, sendFrom } from '../../tooling/harness/send-from';
import type { Logger } from '../log';

/** Everything but what differs per request by design. */
const stable = (reply: RawReply) => {
  const { date, 'x-request-id': id, ...rest } = reply.headers;
  assert.match(String(id), /^[0-9a-f]{16}$/);
  return { status: reply.status, headers: rest, body: reply.body.toString('base64') };
};

describe('the cached-page fast path', () => {
  const lines: Array<Record<string, unknown>> = [];
  /** How many of the next request lines fail to be written (a logger that throws). */
  let failingRequestLines = 0;
  const log = (event: string, fields?: Record<string, unknown>) => {
    if (event === 'request' && failingRequestLines > 0) {
      failingRequestLines--;
      throw new Error('log stream gone');
    }
    lines.push({ event, ...fields });
  };
  const logger: Logger = { info: log, error: log };
  const app = useTestApp({ seed: true, logger, config: { logRequests: true } });
  const admin = useAdmin(app);

  /** Counts the /products route's own category read: the normal path makes it on every request, the fast path never. */
  function countRouting() {
    const original = app.deps.categories.listActive;
    let calls = 0;
    app.deps.categories.listActive = (...args) => {
      calls++;
      return original(...args);
    };
    return { calls: () => calls, restore: () => (app.deps.categories.listActive = original) };
  }

  test('a page the cache holds is answered without routing, with the same bytes and headers as the normal path', async () => {
    const routing = countRouting();
    try {
      for (const [i, encoding] of ['br', 'gzip', 'identity', 'gzip;q=0.5, br;q=0.1', 'deflate'].entries()) {
        // A query string the page ignores is a URL of its own: its first answer takes the normal path.
        const url = `${app.url}/products?utm=${i}`;
        const headers = { 'accept-encoding': encoding };
        const before = routing.calls();
        const normal = await sendFrom(url, 'GET', { headers });
        assert.equal(routing.calls(), before + 1, 'the first request is routed');
        const fast = await sendFrom(url, 'GET', { headers });
        assert.equal(routing.calls(), before + 1, `the second (${encoding}) is not`);
        assert.deepEqual(stable(fast), stable(normal), encoding);

        const etag = String(normal.headers.etag);
        const normal304 = await sendFrom(`${url}&revalidate`, 'GET', { headers: { ...headers, 'if-none-match': etag } });
        const fast304 = await sendFrom(`${url}&revalidate`, 'GET', { headers: { ...headers, 'if-none-match': etag } });
        assert.equal(fast304.status, 304);
        assert.deepEqual(stable(fast304), stable(normal304), `304, ${encoding}`);

        const head = await sendFrom(url, 'HEAD', { headers });
        assert.equal(head.body.length, 0);
        assert.deepEqual(stable(head).headers, stable(normal).headers, `HEAD, ${encoding}`);
      }
    } finally {
      routing.restore();
    }
  });

  test('each request gets its own id and its log line, on either path', async () => {
    lines.length = 0;
    const a = await sendFrom(`${app.url}/about`, 'GET');
    const b = await sendFrom(`${app.url}/about`, 'GET');
    assert.notEqual(a.headers['x-request-id'], b.headers['x-request-id']);
    const logged = lines.filter((l) => l.event === 'request' && l.path === '/about');
    assert.deepEqual(
      logged.map((l) => [l.id, l.method, l.status]),
      [
        [a.headers['x-request-id'], 'GET', 200],
        [b.headers['x-request-id'], 'GET', 200],
      ],
    );
  });

  test('a write, or the site going offline, is seen by the very next request', async () => {
    await sendFrom(`${app.url}/`, 'GET');
    await sendFrom(`${app.url}/`, 'GET');
    await admin.put('/api/admin/site-settings', { json: { heroTitle: 'Alphonso Season Is Here' } });
    assert.match((await sendFrom(`${app.url}/`, 'GET')).body.toString(), /Alphonso Season Is Here/);

    await admin.put('/api/admin/site-settings', { json: { isOnline: false } });
    try {
      const offline = await sendFrom(`${app.url}/`, 'GET');
      assert.equal(offline.status, 503);
      assert.equal(offline.headers['retry-after'], String(MAINTENANCE_RETRY_AFTER_SECONDS));
    } finally {
      await admin.put('/api/admin/site-settings', { json: { isOnline: true } });
    }
  });

  test('a failure inside it never reaches Koa: the normal path answers, and the error handler if that fails too', async () => {
    const url = `${app.url}/about`;
    const html = { accept: 'text/html' };
    const normal = await sendFrom(url, 'GET', { headers: html });
    assert.ok(app.pages.cache.pageFor(url), 'the page is ready for the fast path');
    const failedInFastPath = () => lines.filter((l) => l.event === 'cached_page_fast_path_failed' && l.path === '/about').length;
    /** The error handler's answer: its status and page, every security header a page has, no detail and no stack. */
    const assertErrorHandlerAnswer = (reply: RawReply, label: string) => {
      assert.equal(reply.status, 500, label);
      for (const name of SECURITY_HEADER_NAMES) assert.equal(reply.headers[name], normal.headers[name], `${label}: ${name}`);
      assert.equal(reply.headers['cache-control'], 'no-store', label);
      assert.match(String(reply.headers['x-request-id']), /^[0-9a-f]{16}$/, label);
      const body = reply.body.toString();
      assert.match(body, /Something went wrong on our side/, label);
      assert.doesNotMatch(body, /secret detail|Error:|\bat \S+:\d+/, label);
    };

    const settings = app.deps.settings;
    const original = settings.getSiteSettings;
    let failures = 0;
    settings.getSiteSettings = () => {
      if (failures > 0) {
        failures--;
        throw new Error('settings unreadable: secret detail');
      }
      return original();
    };
    try {
      lines.length = 0;
      // The fast path's read fails, the normal path's works: the page, from the normal path.
      failures = 1;
      const recovered = await sendFrom(url, 'GET', { headers: html });
      assert.equal(recovered.status, 200);
      assert.deepEqual(recovered.body, normal.body);
      assert.equal(failedInFastPath(), 1, 'the failure is logged');
      // Both fail: the error handler's answer.
      failures = 2;
      assertErrorHandlerAnswer(await sendFrom(url, 'GET', { headers: html }), 'a read that fails');
      assert.equal(failedInFastPath(), 2);
      assert.ok(lines.some((l) => l.event === 'unhandled_error' && l.path === '/about'));
    } finally {
      settings.getSiteSettings = original;
    }

    // A broken cache entry: a header value Node refuses to write.
    const page = app.pages.cache.pageFor(url)!;
    page.etag = '"x"\r\nX-Injected: yes';
    try {
      const broken = await sendFrom(url, 'GET', { headers: html });
      assertErrorHandlerAnswer(broken, 'a broken entry');
      assert.equal(broken.headers['x-injected'], undefined);
      assert.equal(failedInFastPath(), 3);
    } finally {
      app.pages.cache.invalidate();
    }
    assert.equal((await sendFrom(url, 'GET', { headers: html })).status, 200);

    // A failure after the answer has gone out (its log line): the answer stands, the failure is logged, the server runs on.
    failingRequestLines = 1;
    const answered = await sendFrom(url, 'GET', { headers: html });
    assert.equal(failingRequestLines, 0, 'the fast path wrote the line');
    assert.equal(answered.status, 200);
    assert.deepEqual(answered.body, normal.body);
    assert.equal(failedInFastPath(), 4);
    assert.equal((await sendFrom(url, 'GET', { headers: html })).status, 200);
  });

  test('other methods and hosts never take it', async () => {
    await sendFrom(`${app.url}/about`, 'GET');
    const post = await sendFrom(`${app.url}/about`, 'POST', { body: 'x' });
    assert.equal(post.status, 405);
    // Without PUBLIC_ORIGIN the origin is part of the key: another Host header is another page.
    const other = await sendFrom(`${app.url}/about`, 'GET', { headers: { host: 'elsewhere.example' } });
    assert.equal(other.status, 200);
    assert.match(other.body.toString(), /http:\/\/elsewhere\.example\/about/);
  });
});
