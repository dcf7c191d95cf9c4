import assert from 'node:assert/strict';
import { test } from 'node:test';
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
});

test('warnings: an exposed server without PUBLIC_ORIGIN, an https origin without TRUST_PROXY', () => {
  assert.deepEqual(configWarnings(loadConfig({})), [], 'a laptop needs nothing');
  assert.match(configWarnings(loadConfig({ HOST: '0.0.0.0' })).join(), /PUBLIC_ORIGIN is not set/);
  assert.match(configWarnings(loadConfig({ PUBLIC_ORIGIN: 'https://www.example.in' })).join(), /TRUST_PROXY/);
  assert.deepEqual(configWarnings(loadConfig({ PUBLIC_ORIGIN: 'https://www.example.in', TRUST_PROXY: '1' })), []);
});
