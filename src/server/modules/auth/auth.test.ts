import assert from 'node:assert/strict';
import { scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { startTestApp, TEST_ADMIN, TEST_SCRYPT, useTestApp, withTestApp } from '../../../test/start-test-app';
import { DEFAULT_SESSION, PRODUCTION_SCRYPT } from '../../config';
import { createAdminsRepo } from './admins.repo';
import { bootstrapAdmin } from './bootstrap-admin';
import { hashPassword, needsRehash, parseHash, verifyPassword } from './password';

describe('password hashing', () => {
  test('production parameters meet the OWASP scrypt floor and need an explicit maxmem (SECURITY F14)', async () => {
    assert.ok(PRODUCTION_SCRYPT.N >= 2 ** 15 && PRODUCTION_SCRYPT.r >= 8 && PRODUCTION_SCRYPT.p >= 3);
    assert.throws(() => scryptSync('x', 'salt', 64, { N: 2 ** 15, r: 8, p: 3 }), { code: 'ERR_CRYPTO_INVALID_SCRYPT_PARAMS' });
    const stored = await hashPassword('a long enough password', PRODUCTION_SCRYPT);
    const parsed = parseHash(stored)!;
    assert.deepEqual([parsed.N, parsed.r, parsed.p, parsed.salt.length, parsed.key.length], [2 ** 15, 8, 3, 16, 64]);
    assert.equal(await verifyPassword('a long enough password', stored, PRODUCTION_SCRYPT), true);
    assert.equal(await verifyPassword('a long enough passworD', stored, PRODUCTION_SCRYPT), false);
  });
  test('two hashes of one password differ; weaker stored parameters ask for a rehash', async () => {
    const a = await hashPassword('same password here', TEST_SCRYPT);
    const b = await hashPassword('same password here', TEST_SCRYPT);
    assert.notEqual(a, b);
    assert.equal(needsRehash(a, PRODUCTION_SCRYPT), true);
    assert.equal(needsRehash(a, TEST_SCRYPT), false);
  });
  test('a password typed with a combining accent matches the same word typed composed (NFC)', async () => {
    const stored = await hashPassword('caf\u00e9 au lait 2024', TEST_SCRYPT);
    assert.equal(await verifyPassword('cafe\u0301 au lait 2024', stored, TEST_SCRYPT), true);
    assert.equal(await verifyPassword('cafe au lait 2024', stored, TEST_SCRYPT), false);
  });
});

describe('admin bootstrap', () => {
  test('first start without env makes user admin with a random strong password; never a default', async () => {
    await withTestApp(async (app) => {
      app.db.exec('DELETE FROM admins');
      const repo = createAdminsRepo(app.db);
      const first = await bootstrapAdmin(repo, { username: undefined, password: undefined }, TEST_SCRYPT);
      assert.ok(first.created && first.username === 'admin' && first.generatedPassword && first.generatedPassword.length >= 20);
      const second = await bootstrapAdmin(repo, { username: undefined, password: 'ignored on a later start' }, TEST_SCRYPT);
      assert.equal(second.created, false);
      app.db.exec('DELETE FROM admins');
      await assert.rejects(bootstrapAdmin(repo, { username: 'boss', password: 'password1234' }, TEST_SCRYPT), /too common/);
    });
  });
});

describe('auth API', () => {
  const app = useTestApp();

  test('GET /api/auth/me answers everyone, no-store', async () => {
    const res = await app.client().get('/api/auth/me');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.deepEqual(await res.json(), { isAuthenticated: false });
  });

  test('login sets a new 256-bit session id, logout kills the old cookie', async () => {
    const c = app.client();
    const res = await c.post('/api/auth/login', { json: TEST_ADMIN });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { isAuthenticated: true, username: TEST_ADMIN.username });
    const setCookie = res.headers.getSetCookie().join('\n');
    assert.match(setCookie, /sid=[A-Za-z0-9_-]{43};/);
    assert.match(setCookie, /httponly/i);
    assert.match(setCookie, /samesite=lax/i);
    assert.match(setCookie, /sid\.sig=[A-Za-z0-9_-]{43};/, 'HMAC-SHA256 signature');
    const oldCookie = c.cookieHeader();
    assert.deepEqual(await (await c.get('/api/auth/me')).json(), { isAuthenticated: true, username: TEST_ADMIN.username });

    const out = await c.post('/api/auth/logout');
    assert.equal(out.status, 200);
    assert.equal(out.headers.get('clear-site-data'), '"cache", "storage"');
    const replay = await app.client().get('/api/auth/me', { headers: { cookie: oldCookie } });
    assert.deepEqual(await replay.json(), { isAuthenticated: false });
    const admin = await app.client().get('/api/admin/categories', { headers: { cookie: oldCookie } });
    assert.equal(admin.status, 401);
  });

  test('a cookie from before login is dead after login (session fixation)', async () => {
    const c = app.client();
    const first = await c.post('/api/auth/login', { json: TEST_ADMIN });
    assert.equal(first.status, 200);
    const before = c.cookies.get('sid');
    await c.post('/api/auth/login', { json: TEST_ADMIN });
    assert.notEqual(c.cookies.get('sid'), before);
    const stale = await app.client().get('/api/auth/me', { headers: { cookie: `sid=${before}; sid.sig=${c.cookies.get('sid.sig')}` } });
    assert.deepEqual(await stale.json(), { isAuthenticated: false });
  });

  test('unknown user and wrong password get byte-identical answers', async () => {
    const a = await app.client().post('/api/auth/login', { json: { username: 'nobody', password: 'whatever12345' } });
    const b = await app.client().post('/api/auth/login', { json: { username: TEST_ADMIN.username, password: 'wrong password!' } });
    assert.equal(a.status, 401);
    assert.equal(b.status, 401);
    assert.equal(await a.text(), await b.text());
    app.deps.rateLimits.clearAll();
  });

  test('login payload is validated: missing, wrong types, too long, not JSON', async () => {
    const c = app.client();
    for (const json of [
      {},
      { username: 'a' },
      { username: 1, password: 2 },
      { username: '', password: '' },
      { username: 'x'.repeat(101), password: 'p' },
    ]) {
      const res = await c.post('/api/auth/login', { json });
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.equal(typeof (await res.json()).message, 'string');
    }
    const text = await c.post('/api/auth/login', {
      body: 'username=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(text.status, 415);
    const padded = await c.post('/api/auth/login', { json: { username: 'a', password: 'b', pad: 'x'.repeat(11 * 1024) } });
    assert.equal(padded.status, 413, 'a login body is capped at 10 kB');
    const broken = await c.post('/api/auth/login', { body: '{"username":', headers: { 'content-type': 'application/json' } });
    assert.equal(broken.status, 400);
    assert.deepEqual(await broken.json(), { message: 'The request body is not valid JSON', code: 'bad_request' });
  });

  test('password change needs the current password and ends every other session', async () => {
    const a = await app.admin();
    const b = await app.admin();
    const wrong = await a.put('/api/admin/account/password', {
      json: { currentPassword: 'not it at all', newPassword: 'a brand new password' },
    });
    assert.equal(wrong.status, 401);
    const short = await a.put('/api/admin/account/password', { json: { currentPassword: TEST_ADMIN.password, newPassword: 'short' } });
    assert.equal(short.status, 400);
    const ok = await a.put('/api/admin/account/password', {
      json: { currentPassword: TEST_ADMIN.password, newPassword: 'a brand new password' },
    });
    assert.equal(ok.status, 200);
    assert.equal((await a.get('/api/admin/categories')).status, 200, 'the session that changed it stays');
    assert.equal((await b.get('/api/admin/categories')).status, 401, 'other sessions end');
    const back = await a.put('/api/admin/account/password', {
      json: { currentPassword: 'a brand new password', newPassword: TEST_ADMIN.password },
    });
    assert.equal(back.status, 200);
    app.deps.rateLimits.clearAll();
  });
});

describe('login throttling', () => {
  test('5 failures per IP, then 429 with Retry-After, surviving a restart; success while blocked is 429', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fruit-throttle-'));
    const first = await startTestApp({ dataDir });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        statuses.push(
          (await first.client().post('/api/auth/login', { json: { username: TEST_ADMIN.username, password: `wrong-${i}` } })).status,
        );
      }
      assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429]);
      const blocked = await first.client().post('/api/auth/login', { json: TEST_ADMIN });
      assert.equal(blocked.status, 429);
      assert.ok(Number(blocked.headers.get('retry-after')) > 0);
      assert.match((await blocked.json()).message, /try again in \d+ minute/);
    } finally {
      await first.close().catch(() => {});
    }
    const restarted = await startTestApp({ dataDir });
    try {
      assert.equal((await restarted.client().post('/api/auth/login', { json: TEST_ADMIN })).status, 429);
    } finally {
      await restarted.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('per-username ceiling across IPs expires (never a permanent lock)', async () => {
    let clock = Date.now();
    await withTestApp({ env: { PUBLIC_ORIGIN: 'https://fruit.example', TRUST_PROXY: 'true' } }, async (app) => {
      const { createRateLimitsRepo } = await import('../rate-limits/rate-limits.repo');
      const limits = createRateLimitsRepo(app.db, () => clock);
      const ceiling = [{ bucket: 'login-user', key: TEST_ADMIN.username, limit: 20, windowMs: 60 * 60_000 }];
      for (let i = 0; i < 20; i++) assert.ok(limits.reserve(ceiling).ok);
      const res = await app
        .client()
        .post('/api/auth/login', { json: TEST_ADMIN, headers: { 'x-forwarded-for': '203.0.113.9', origin: 'https://fruit.example' } });
      assert.equal(res.status, 429);
      clock += 61 * 60_000;
      assert.ok(limits.reserve(ceiling).ok, 'an hour later the ceiling has expired');
    });
  });

  test('idle and absolute session timeouts end the session (on an injected clock: nothing waits)', async () => {
    let clock = Date.now();
    const app = await startTestApp({ now: () => clock });
    const minutes = (n: number) => n * 60_000;
    try {
      const idle = await app.admin();
      clock += DEFAULT_SESSION.idleMs - minutes(1);
      assert.equal((await idle.get('/api/admin/categories')).status, 200, 'within the idle window');
      clock += DEFAULT_SESSION.idleMs + minutes(1);
      assert.equal((await idle.get('/api/admin/categories')).status, 401, 'idle for longer than the idle timeout');

      // Active every 20 minutes: the idle timeout never ends it, the absolute one (12 hours) does.
      const busy = await app.admin();
      const started = clock;
      while (clock + minutes(20) - started <= DEFAULT_SESSION.absoluteMs) {
        clock += minutes(20);
        assert.equal((await busy.get('/api/admin/categories')).status, 200, `${(clock - started) / minutes(1)} minutes in`);
      }
      clock += minutes(20);
      assert.equal((await busy.get('/api/admin/categories')).status, 401, 'past the absolute lifetime');
      assert.deepEqual(await (await busy.get('/api/auth/me')).json(), { isAuthenticated: false });
    } finally {
      await app.close();
    }
  });

  test('behind an HTTPS origin the cookie is __Host-sid; Secure', async () => {
    await withTestApp({ env: { PUBLIC_ORIGIN: 'https://fruit.example' } }, async (app) => {
      const res = await app.client().post('/api/auth/login', { json: TEST_ADMIN, headers: { origin: 'https://fruit.example' } });
      assert.equal(res.status, 200);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-sid='))!;
      assert.match(cookie, /; path=\/;/);
      assert.match(cookie, /; secure/i);
      assert.doesNotMatch(cookie, /domain=/i);
      assert.match(res.headers.get('strict-transport-security') ?? '', /max-age=31536000/);
    });
  });
});
