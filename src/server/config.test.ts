import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withTestApp } from '../test/start-test-app';
import { configWarnings, loadConfig } from './config';

test('loadConfig validates and lists every problem at once', () => {
  assert.throws(
    () => loadConfig({ PORT: 'abc', PUBLIC_ORIGIN: 'ftp://x', ADMIN_PASSWORD: 'short', TRUST_PROXY: 'maybe', SMTP_HOST: 'mail' }),
    (error: Error) =>
      ['PORT', 'PUBLIC_ORIGIN', 'ADMIN_PASSWORD', 'TRUST_PROXY', 'ENQUIRY_ALERT_TO'].every((name) => error.message.includes(name)),
  );
  const ok = loadConfig({ PUBLIC_ORIGIN: 'https://www.example.in', TRUST_PROXY: 'true' });
  assert.equal(ok.publicOrigin, 'https://www.example.in');
  assert.equal(ok.cookieSecure, true);
  assert.equal(ok.host, '127.0.0.1');
  assert.equal(ok.pageSMaxAge, 60);
});

test('PAGE_S_MAXAGE: whole seconds from 1 to a day; the pages carry it', async () => {
  assert.equal(loadConfig({ PAGE_S_MAXAGE: '5' }).pageSMaxAge, 5);
  for (const bad of ['0', '1.5', 'soon', '86401']) assert.throws(() => loadConfig({ PAGE_S_MAXAGE: bad }), /PAGE_S_MAXAGE/, bad);
  await withTestApp({ env: { PAGE_S_MAXAGE: '5' } }, async (app) => {
    for (let i = 0; i < 2; i++) {
      // The normal path, then the fast path.
      const res = await app.client().get('/about');
      assert.equal(res.headers.get('cache-control'), 'public, max-age=0, s-maxage=5, stale-while-revalidate=300');
    }
  });
});

test('warnings: an exposed server without PUBLIC_ORIGIN, an https origin without TRUST_PROXY', () => {
  assert.deepEqual(configWarnings(loadConfig({})), [], 'a laptop needs nothing');
  assert.match(configWarnings(loadConfig({ HOST: '0.0.0.0' })).join(), /PUBLIC_ORIGIN is not set/);
  assert.match(configWarnings(loadConfig({ PUBLIC_ORIGIN: 'https://www.example.in' })).join(), /TRUST_PROXY/);
  assert.deepEqual(configWarnings(loadConfig({ PUBLIC_ORIGIN: 'https://www.example.in', TRUST_PROXY: '1' })), []);
});
