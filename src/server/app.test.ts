import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { SECURITY_HEADER_NAMES } from '../test/security-header-names';
import { concretePath, routeTable, startTestApp, useAdmin, useTestApp, withTestApp } from '../test/start-test-app';
import { makePng, multipartForm } from '../tooling/harness/images';
import { ROOT } from '../tooling/harness/root';

/** Every route a visitor may call without logging in (SECURITY AC-1 allowlist). */
const PUBLIC_ROUTES = new Set([
  'GET /api/site-settings',
  'GET /api/contact-settings',
  'GET /api/categories',
  'GET /api/products',
  'GET /api/gallery/folders',
  'GET /api/gallery/images/:folderId',
  'POST /api/contact',
  'POST /api/quote',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/auth/me',
]);

const concrete = concretePath;

function assertNoLeak(body: string, where: string) {
  assert.doesNotMatch(body, /\bat .+\.(?:js|ts|mjs):\d+/, `stack trace in ${where}`);
  assert.doesNotMatch(body, /SQLITE|sqlite3|SELECT .* FROM/i, `SQL text in ${where}`);
}

describe('application-wide rules', () => {
  const app = useTestApp({ noTempFilesLeft: true });
  const admin = useAdmin(app);

  test('the route table has every spec §7 call', () => {
    const table = new Set(routeTable(app).map((r) => `${r.method} ${r.path}`));
    for (const route of [
      ...PUBLIC_ROUTES,
      'PUT /api/admin/site-settings',
      'GET /api/admin/categories',
      'POST /api/admin/categories',
      'PUT /api/admin/categories/:id',
      'DELETE /api/admin/categories/:id',
      'GET /api/admin/products',
      'POST /api/admin/products',
      'PUT /api/admin/products/:id',
      'DELETE /api/admin/products/:id',
      'GET /api/admin/gallery/folders',
      'POST /api/admin/gallery/folders',
      'PUT /api/admin/gallery/folders/:id',
      'DELETE /api/admin/gallery/folders/:id',
      'GET /api/admin/gallery/images',
      'DELETE /api/admin/gallery/images/:id',
      'POST /api/admin/upload/single',
      'POST /api/admin/upload/gallery/:folderId',
      'GET /api/media',
      'POST /api/admin/media/upload',
      'DELETE /api/admin/media/:id',
      'PUT /api/admin/contact-settings',
    ]) {
      assert.ok(table.has(route), `missing ${route}`);
    }
  });

  test('every route outside the public allowlist answers 401 to anonymous, forged and tampered cookies', async () => {
    const forged = { cookie: 'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA; sid.sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' };
    const realSid = admin.cookies.get('sid');
    const tampered = { cookie: `sid=${realSid}; sid.sig=${'B'.repeat(43)}` };
    let checked = 0;
    for (const { method, path } of routeTable(app)) {
      if (PUBLIC_ROUTES.has(`${method} ${path}`)) continue;
      for (const headers of [{}, forged, tampered]) {
        const res = await app
          .client()
          .request(
            method,
            concrete(path),
            method === 'GET' ? { headers } : { headers: { ...headers, 'content-type': 'application/json' }, body: '{}' },
          );
        assert.equal(res.status, 401, `${method} ${path} ${JSON.stringify(headers)}`);
        assert.equal(res.headers.get('cache-control'), 'no-store');
        assert.deepEqual(await res.json(), { message: 'Please log in to continue', code: 'unauthorized' });
      }
      checked++;
    }
    assert.ok(checked >= 25, `only ${checked} admin routes found`);
  });

  test('every state-changing route refuses another origin with 403, before anything else', async () => {
    for (const { method, path } of routeTable(app)) {
      if (method === 'GET') continue;
      const attempts: Array<Record<string, string>> = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of attempts) {
        const res = await admin.request(method, concrete(path), {
          headers: { ...headers, 'content-type': 'application/json' },
          body: '{}',
        });
        assert.equal(res.status, 403, `${method} ${path} ${JSON.stringify(headers)}`);
      }
    }
    const same = await app.client().post('/api/auth/logout', { headers: { origin: app.url, 'sec-fetch-site': 'same-origin' } });
    assert.equal(same.status, 200);
    const curl = await app.client().post('/api/auth/logout');
    assert.equal(curl.status, 200, 'no Origin and no Sec-Fetch-Site (curl) is allowed');
    const form = await app.client().post('/contact', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=a',
    });
    assert.equal(form.status, 403);
  });

  test('security headers on pages, JSON, errors, uploads, static files and 304s', async () => {
    const up = await admin.post('/api/admin/upload/single', {
      body: multipartForm('file', [{ name: 'a.png', type: 'image/png', data: await makePng() }]),
    });
    const { path } = await up.json();
    const big = multipartForm('file', [{ name: 'big.png', type: 'image/png', data: Buffer.alloc(6 * 1024 * 1024, 1) }]);
    const manifest = JSON.parse(readFileSync(join(ROOT, 'static/build/manifest.json'), 'utf8')) as { site: { css: string } };
    const css = await app.client().get(manifest.site.css);
    const checks: Array<[string, Promise<Response>, number]> = [
      ['/', app.client().get('/'), 200],
      ['/about', app.client().get('/about'), 200],
      ['/nope', app.client().get('/nope', { headers: { accept: 'text/html' } }), 404],
      ['/api/products', app.client().get('/api/products'), 200],
      ['/api/nope', app.client().get('/api/nope'), 404],
      ['401', app.client().get('/api/admin/categories'), 401],
      ['413', admin.post('/api/admin/upload/single', { body: big }), 413],
      ['upload', app.client().get(path), 200],
      ['css', Promise.resolve(css), 200],
      ['304', app.client().get(manifest.site.css, { headers: { 'if-none-match': css.headers.get('etag')! } }), 304],
      ['405', app.client().request('PATCH', '/api/products'), 405],
      ['415', admin.post('/api/admin/categories', { body: 'x', headers: { 'content-type': 'text/plain' } }), 415],
    ];
    for (const [name, pending, status] of checks) {
      const res = await pending;
      assert.equal(res.status, status, name);
      for (const header of SECURITY_HEADER_NAMES) assert.ok(res.headers.get(header), `${header} on ${name}`);
      assert.equal(res.headers.get('x-powered-by'), null);
      assert.match(res.headers.get('content-security-policy')!, /default-src 'none'/);
      const scriptSrc =
        res.headers
          .get('content-security-policy')!
          .split(';')
          .find((d) => d.includes('script-src')) ?? '';
      assert.doesNotMatch(scriptSrc, /unsafe/);
      assert.equal(res.headers.get('access-control-allow-origin'), null);
    }
  });

  test('unknown methods are 405 with Allow; TRACE never echoes', async () => {
    const res = await app.client().request('PATCH', '/api/categories');
    assert.equal(res.status, 405);
    assert.match(res.headers.get('allow') ?? '', /GET/);
    assert.equal((await res.json()).code, 'method_not_allowed');
    const trace = await fetch(`${app.url}/`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    assert.equal(trace.headers.get('access-control-allow-origin'), null);
  });

  test('bad input is a 4xx with a JSON message; no stack trace or SQL text anywhere', async () => {
    const attempts: Array<[string, string, string, Record<string, string>]> = [
      ['POST', '/api/admin/categories', '{"name":', { 'content-type': 'application/json' }],
      ['POST', '/api/admin/categories', 'name=x', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['POST', '/api/admin/categories', JSON.stringify({ name: 'x'.repeat(200_000) }), { 'content-type': 'application/json' }],
      ['PUT', '/api/admin/products/99999999999', '{}', { 'content-type': 'application/json' }],
      ['PUT', '/api/admin/products/1e3', '{}', { 'content-type': 'application/json' }],
      ['DELETE', '/api/admin/categories/-5', '', {}],
      ['GET', '/api/gallery/images/%00', '', {}],
      ['POST', '/api/contact', '[1,2]', { 'content-type': 'application/json' }],
      ['POST', '/api/contact', 'null', { 'content-type': 'application/json' }],
    ];
    for (const [method, path, body, headers] of attempts) {
      const res = await admin.request(method, path, method === 'GET' ? { headers } : { body, headers });
      const text = await res.text();
      assert.ok(res.status >= 400 && res.status < 500, `${method} ${path} → ${res.status} ${text}`);
      assert.equal(typeof JSON.parse(text).message, 'string');
      assertNoLeak(text, `${method} ${path}`);
    }
  });

  test('a server fault is a generic 500 with a reference, logged with the same id', async () => {
    const logged: Array<Record<string, unknown>> = [];
    await withTestApp({ logger: { info() {}, error: (event, fields) => logged.push({ event, ...fields }) } }, async (broken) => {
      broken.db.exec('DROP TABLE products');
      const res = await broken.client().get('/api/products');
      assert.equal(res.status, 500);
      const body = await res.json();
      assert.deepEqual(Object.keys(body).sort(), ['code', 'message', 'ref']);
      assert.equal(body.message, 'Something went wrong on our side. Please try again.');
      assertNoLeak(JSON.stringify(body), '500');
      for (const header of SECURITY_HEADER_NAMES) assert.ok(res.headers.get(header), `${header} on 500`);
      assert.equal(logged[0]?.id, body.ref);
      assert.match(String(logged[0]?.error), /no such table/);
      const page = await broken.client().get('/products', { headers: { accept: 'text/html' } });
      assert.equal(page.status, 500);
      assertNoLeak(await page.text(), '500 page');
    });
  });

  test('absolute URLs never come from the Host header when PUBLIC_ORIGIN is set', async () => {
    await withTestApp({ env: { PUBLIC_ORIGIN: 'https://www.mumbaifruit.example' } }, async (pinned) => {
      for (const path of ['/', '/robots.txt', '/sitemap.xml']) {
        const res = await pinned.client().get(path, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
        const text = await res.text();
        assert.ok(!text.includes('evil.example'), path);
        assert.ok(![...res.headers.values()].some((v) => v.includes('evil.example')), path);
      }
    });
  });

  test('client IP behind a trusted proxy is the proxy-added one, never a forged left-most entry', async () => {
    const proxied = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://fruit.example', TRUST_PROXY: 'true' } });
    const origin = 'https://fruit.example';
    try {
      for (let i = 0; i < 5; i++) {
        await proxied.client().post('/api/auth/login', {
          json: { username: 'x', password: 'wrong-pass-here' },
          headers: { 'x-forwarded-for': `6.6.6.${i}, 203.0.113.7`, origin },
        });
      }
      const blocked = await proxied.client().post('/api/auth/login', {
        json: { username: 'y', password: 'wrong-pass-here' },
        headers: { 'x-forwarded-for': '9.9.9.9, 203.0.113.7', origin },
      });
      assert.equal(blocked.status, 429, 'the same real client is throttled whatever it forges');
      const other = await proxied.client().post('/api/auth/login', {
        json: { username: 'y', password: 'wrong-pass-here' },
        headers: { 'x-forwarded-for': '203.0.113.8', origin },
      });
      assert.equal(other.status, 401);
    } finally {
      await proxied.close();
    }
  });
});
