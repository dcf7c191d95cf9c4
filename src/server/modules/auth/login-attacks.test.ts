// The login and the session as an attacker tries them: in parallel, from many addresses, with a request still
// in flight while its session ends (SECURITY F17-F19), and the owner's way back after a reset (F22).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { type ScryptSpy, spyOnScrypt } from '../../../test/scrypt-spy';
import { TEST_ADMIN, type TestApp, useTestApp, withTestApp } from '../../../test/start-test-app';
import { until } from '../../../test/until';
import { ROOT } from '../../../tooling/harness/root';
import { SiteClient } from '../../../tooling/harness/site-client';
import { PRODUCTION_SCRYPT, type ScryptParams } from '../../config';
import { hashPassword, hashQueueEvents } from './password';

const run = promisify(execFile);
/** A hash heavy enough (16 MiB, tens of ms) that requests really overlap while it runs. */
const HEAVY_SCRYPT: ScryptParams = { N: 2 ** 14, r: 8, p: 1, keyLength: 64, maxmem: 64 * 1024 * 1024 };
const wrong = (i: number | string) => ({ username: TEST_ADMIN.username, password: `not the password ${i}` });
function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

/**
 * Runs `run` on a test app hashing with `params`, its admin's hash made with them too (so every wrong guess costs
 * what it would in production), with node:crypto's scrypt counted by `spy` meanwhile.
 */
function withCountedHashes(params: ScryptParams, run: (app: TestApp, spy: ScryptSpy) => Promise<void>) {
  return withTestApp({ config: { scrypt: params } }, async (app) => {
    const admin = app.deps.admins.first()!;
    app.deps.admins.setPasswordHash(admin.id, await hashPassword(TEST_ADMIN.password, params));
    const spy = spyOnScrypt();
    try {
      await run(app, spy);
    } finally {
      spy.restore();
    }
  });
}

describe('parallel logins (F17)', () => {
  test('40 simultaneous wrong logins from one IP: at most 5 hashes run, the rest get 429 with Retry-After', async () => {
    await withCountedHashes(HEAVY_SCRYPT, async (app, spy) => {
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) => app.client('127.0.0.2').post('/api/auth/login', { json: wrong(i) })),
      );
      const statuses = responses.map((r) => r.status);
      const counts = statusCounts(statuses);
      assert.ok(spy.stats.calls <= 5, `${spy.stats.calls} hashes ran (${JSON.stringify(counts)})`);
      assert.equal((counts[401] ?? 0) + (counts[429] ?? 0), 40, JSON.stringify(counts));
      assert.ok((counts[401] ?? 0) <= 5, JSON.stringify(counts));
      for (const r of responses.filter((x) => x.status === 429)) assert.ok(Number(r.headers.get('retry-after')) >= 1);
      // The failures were counted: the same IP is now refused before hashing, even with the right password.
      const after = await app.client('127.0.0.2').post('/api/auth/login', { json: TEST_ADMIN });
      assert.equal(after.status, counts[401] === 5 ? 429 : 200);
    });
  });

  test('a 150-request flood from one IP queues the owner, logging in from another IP, behind one of its hashes at most (production scrypt)', async (t) => {
    // Counts, not time: the flood is checked one login at a time and at most 5 times, so it never has more than one
    // hash running or waiting, and the owner's hash waits for that one at most, never behind the flood's line.
    // (Before the fix the owner waited 24-43 s behind the flood's hashes.) The owner's time under the flood is a
    // figure for `npm run bench` ("Login (production scrypt)") and `npm run probes`, not a test on a shared machine.
    await withCountedHashes(PRODUCTION_SCRYPT, async (app, spy) => {
      // When each hash took a place in the line, as the server saw it (not as this client sent it): how many hashes
      // had started by then.
      const queuedAt: number[] = [];
      const onQueued = () => queuedAt.push(spy.stats.started.length);
      hashQueueEvents.addEventListener('queued', onQueued);
      try {
        const flood = Promise.all(
          Array.from({ length: 150 }, (_, i) => app.client('127.0.0.4').post('/api/auth/login', { json: wrong(i) })),
        );
        await until(() => spy.stats.started.length > 0, "the flood's first hash"); // the owner comes while it runs
        const owner = await app.client('127.0.0.5').post('/api/auth/login', { json: TEST_ADMIN });
        const counts = statusCounts((await flood).map((r) => r.status));
        t.diagnostic(`flood answers ${JSON.stringify(counts)}; ${spy.stats.calls} hashes`);
        assert.equal(owner.status, 200);
        // Hashes run one at a time in the order they queued. The flood's own hashes never wait for each other (it is
        // checked one login at a time), so a place taken before the owner's hash started is the owner's: a flood that
        // queued more than one login at a time would have several of its hashes start between that and the owner's.
        const ownersTurn = spy.stats.started.findIndex((h) => h.password === TEST_ADMIN.password);
        assert.ok(ownersTurn >= 0, "the owner's password was hashed");
        const ownerQueued = queuedAt.filter((n) => n <= ownersTurn).at(-1);
        const ahead = ownerQueued === undefined ? 0 : ownersTurn - ownerQueued;
        assert.ok(ahead <= 1, `${ahead} of the flood's hashes started after the owner came and before the owner's`);
        assert.ok((counts[401] ?? 0) <= 5, JSON.stringify(counts));
        assert.equal((counts[401] ?? 0) + (counts[429] ?? 0), 150, `the flood is refused, never queued (${JSON.stringify(counts)})`);
        assert.ok(spy.stats.calls <= 6, `${spy.stats.calls} hashes: at most 5 for the flood and 1 for the owner`);
      } finally {
        hashQueueEvents.removeEventListener('queued', onQueued);
      }
    });
  });

  test('the hash queue is bounded: a crowd of addresses gets 503 with Retry-After beyond it, never an endless wait', async () => {
    await withCountedHashes(HEAVY_SCRYPT, async (app, spy) => {
      // 40 addresses, one login each: every one is within its own per-IP limit.
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          app.client(`127.0.1.${i + 1}`).post('/api/auth/login', { json: { username: `nobody-${i}`, password: 'not the password' } }),
        ),
      );
      const counts = statusCounts(responses.map((r) => r.status));
      const busy = responses.filter((r) => r.status === 503);
      assert.ok(busy.length > 0, `some logins are turned away while the queue is full (${JSON.stringify(counts)})`);
      for (const r of busy) {
        assert.ok(Number(r.headers.get('retry-after')) >= 1);
        assert.match((await r.json()).message, /busy/i);
      }
      assert.equal((counts[401] ?? 0) + busy.length, 40, JSON.stringify(counts));
      assert.equal(spy.stats.calls, counts[401], 'a turned-away login never hashes');
      // A refused login was not a guess: it is not counted against the address.
      const retry = await app
        .client(`127.0.1.${responses.findIndex((r) => r.status === 503) + 1}`)
        .post('/api/auth/login', { json: TEST_ADMIN });
      assert.equal(retry.status, 200);
    });
  });
});

/**
 * A PUT whose body arrives slowly: the headers (and the session cookie) reach the server at once, the body only
 * when `finish` is called, so the request is in flight while something else happens.
 */
function slowPut(url: string, cookie: string) {
  const body = JSON.stringify({ heroTitle: 'Premium Fruits From Around The World' });
  let resolveResponse!: (r: { status: number; setCookie: string[] }) => void;
  const response = new Promise<{ status: number; setCookie: string[] }>((r) => (resolveResponse = r));
  const req = httpRequest(
    `${url}/api/admin/site-settings`,
    {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (res) => {
      res.resume();
      res.on('end', () => resolveResponse({ status: res.statusCode!, setCookie: res.headers['set-cookie'] ?? [] }));
    },
  );
  req.write(body.slice(0, 5));
  return {
    async finish() {
      req.end(body.slice(5));
      return response;
    },
  };
}

describe('a session ended while one of its requests is in flight stays ended (F18)', () => {
  const app = useTestApp();

  async function expectDead(cookie: string, sid: string, inFlight: { status: number; setCookie: string[] }) {
    const resent = inFlight.setCookie.filter((c) => c.startsWith(`sid=${sid}`));
    assert.deepEqual(resent, [], 'the in-flight response does not send the old session cookie again');
    for (let i = 0; i < 2; i++) {
      assert.equal((await app.client().get('/api/admin/categories', { headers: { cookie } })).status, 401);
      assert.deepEqual(await (await app.client().get('/api/auth/me', { headers: { cookie } })).json(), { isAuthenticated: false });
    }
    const row = app.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE id = ?').get(sid) as { n: number };
    assert.equal(row.n, 0, 'no row came back');
  }

  /** A's session is loaded by a PUT whose body has not all arrived yet: the write is in flight. */
  async function writeInFlight(a: SiteClient) {
    const cookie = a.cookieHeader();
    const put = slowPut(app.url, cookie);
    await new Promise((r) => setTimeout(r, 50));
    return { cookie, sid: a.cookies.get('sid')!, put };
  }

  test('logout', async () => {
    const a = await app.admin();
    const { cookie, sid, put } = await writeInFlight(a);
    assert.equal((await a.post('/api/auth/logout')).status, 200);
    await expectDead(cookie, sid, await put.finish());
  });

  test('a password change from another session', async () => {
    const a = await app.admin();
    const b = await app.admin();
    const { cookie, sid, put } = await writeInFlight(a);
    const change = await b.put('/api/admin/account/password', {
      json: { currentPassword: TEST_ADMIN.password, newPassword: 'mangoes arrive by sea in april' },
    });
    assert.equal(change.status, 200);
    await expectDead(cookie, sid, await put.finish());
    assert.equal((await b.get('/api/admin/categories')).status, 200, 'the session that changed it stays');
    const back = await b.put('/api/admin/account/password', {
      json: { currentPassword: 'mangoes arrive by sea in april', newPassword: TEST_ADMIN.password },
    });
    assert.equal(back.status, 200);
  });

  test('the admin:password command', async () => {
    const a = await app.admin();
    const { cookie, sid, put } = await writeInFlight(a);
    const cli = execFile(process.execPath, ['--import', 'tsx', 'src/server/cli/admin-password.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: app.dataDir },
    });
    const done = new Promise<number>((resolve) => cli.on('exit', (code) => resolve(code ?? 1)));
    cli.stdin!.end(`${TEST_ADMIN.password}\n`);
    assert.equal(await done, 0);
    await expectDead(cookie, sid, await put.finish());
  });
});

describe('device cookies: the owner is never locked out by strangers (F19)', () => {
  test("four addresses hold the username at its ceiling: the owner's known browser logs in first time; a new browser gets 429; a stolen device cookie without the password gets nothing", async () => {
    await withTestApp(async (app) => {
      // The owner logged in from this browser last week: it holds a device cookie.
      const owner = app.client('127.0.0.30');
      assert.equal((await owner.post('/api/auth/login', { json: TEST_ADMIN })).status, 200);
      assert.equal((await owner.post('/api/auth/logout')).status, 200);
      const deviceCookie = [...owner.cookies].find(([name]) => name === 'device');
      assert.ok(deviceCookie, 'a device cookie is set at a successful login');

      // The attack: 4 addresses x 5 failures, each address within its own limit, the username at 20.
      for (let ip = 31; ip <= 34; ip++) {
        for (let i = 0; i < 5; i++)
          assert.equal((await app.client(`127.0.0.${ip}`).post('/api/auth/login', { json: wrong(i) })).status, 401);
      }
      const stranger = await app.client('127.0.0.35').post('/api/auth/login', { json: TEST_ADMIN });
      assert.equal(stranger.status, 429, 'a new device still meets the username ceiling');

      // The owner, from a new address (mobile data), with the right password: in at once.
      const fromPhone = new SiteClient(app.url, '127.0.0.36');
      for (const [name, value] of owner.cookies) if (name.startsWith('device')) fromPhone.cookies.set(name, value);
      assert.equal((await fromPhone.post('/api/auth/login', { json: TEST_ADMIN })).status, 200);
      assert.equal((await fromPhone.get('/api/admin/categories')).status, 200);

      // The device cookie stolen, without the password: 401s, then its own limit; never a session.
      const thief = new SiteClient(app.url, '127.0.0.37');
      for (const [name, value] of owner.cookies) if (name.startsWith('device')) thief.cookies.set(name, value);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await thief.post('/api/auth/login', { json: wrong(`thief-${i}`) })).status);
      assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429, 429]);
      assert.equal((await thief.get('/api/admin/categories')).status, 401);
      assert.deepEqual(await (await thief.get('/api/auth/me')).json(), { isAuthenticated: false });

      // A forged or tampered device cookie counts for nothing: the username ceiling applies.
      const forger = new SiteClient(app.url, '127.0.0.38');
      forger.cookies.set('device', 'A'.repeat(43));
      forger.cookies.set('device.sig', owner.cookies.get('device.sig')!);
      assert.equal((await forger.post('/api/auth/login', { json: TEST_ADMIN })).status, 429);
    });
  });

  test('a password change in the admin forgets every other browser and gives this one a new device token', async () => {
    await withTestApp(async (app) => {
      const deviceOf = (client: SiteClient) => new Map([...client.cookies].filter(([name]) => name.startsWith('device')));
      const other = app.client('127.0.0.50');
      assert.equal((await other.post('/api/auth/login', { json: TEST_ADMIN })).status, 200);
      const owner = app.client('127.0.0.51');
      assert.equal((await owner.post('/api/auth/login', { json: TEST_ADMIN })).status, 200);
      const before = deviceOf(owner);
      const newPassword = 'mangoes arrive by sea in april';
      const change = await owner.put('/api/admin/account/password', { json: { currentPassword: TEST_ADMIN.password, newPassword } });
      assert.equal(change.status, 200);
      const after = deviceOf(owner);
      assert.notEqual(after.get('device'), before.get('device'), 'a fresh token');
      assert.equal(
        app.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM trusted_devices').get()!.n,
        1,
        'this browser alone is known',
      );

      // The username under attack: only a known browser gets past its ceiling.
      for (let ip = 52; ip <= 55; ip++) {
        for (let i = 0; i < 5; i++) await app.client(`127.0.0.${ip}`).post('/api/auth/login', { json: wrong(i) });
      }
      const login = async (cookies: Map<string, string>, ip: string) => {
        const client = new SiteClient(app.url, ip);
        for (const [name, value] of cookies) client.cookies.set(name, value);
        return (await client.post('/api/auth/login', { json: { username: TEST_ADMIN.username, password: newPassword } })).status;
      };
      assert.equal(await login(deviceOf(other), '127.0.0.56'), 429, 'the other browser is forgotten');
      assert.equal(await login(before, '127.0.0.57'), 429, "this browser's old token is forgotten");
      assert.equal(await login(after, '127.0.0.58'), 200, 'its new token is known');
    });
  });

  test('a password change while logged in is judged by its session, not by the username under attack', async () => {
    await withTestApp(async (app) => {
      const owner = await app.admin();
      for (let ip = 41; ip <= 44; ip++) {
        for (let i = 0; i < 5; i++) await app.client(`127.0.0.${ip}`).post('/api/auth/login', { json: wrong(i) });
      }
      const change = await owner.put('/api/admin/account/password', {
        json: { currentPassword: TEST_ADMIN.password, newPassword: 'mangoes arrive by sea in april' },
      });
      assert.equal(change.status, 200);
      // And a stolen session cannot guess the password through it beyond 5 tries.
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        statuses.push(
          (
            await owner.put('/api/admin/account/password', {
              json: { currentPassword: `guess number ${i}`, newPassword: 'another long passphrase here' },
            })
          ).status,
        );
      }
      assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429]);
    });
  });
});

describe('the way back for the owner after a reset, to a known or a new browser (F22)', () => {
  const NEW_PASSWORD = 'a fresh password after the reset';

  /** The admin-password command on the test app's data directory, as the guide runs it. */
  function adminPassword(app: TestApp, args: string[], input = ''): Promise<{ code: number; out: string }> {
    return new Promise((resolve) => {
      const cli = execFile(
        process.execPath,
        ['--import', 'tsx', 'src/server/cli/admin-password.ts', ...args],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: app.dataDir } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
      );
      cli.stdin!.end(input);
    });
  }

  /** 4 addresses x 5 wrong passwords, each address within its own limit: the username is at its ceiling. */
  async function attack(app: TestApp, firstIp: number) {
    for (let ip = firstIp; ip < firstIp + 4; ip++) {
      for (let i = 0; i < 5; i++)
        assert.equal((await app.client(`127.0.2.${ip}`).post('/api/auth/login', { json: wrong(`${ip}-${i}`) })).status, 401);
    }
  }

  test("a reset keeps the owner's browsers: during an attack the same browser signs in with the new password; after --forget-devices it meets the ceiling", async () => {
    await withTestApp(async (app) => {
      const owner = app.client('127.0.2.1');
      assert.equal((await owner.post('/api/auth/login', { json: TEST_ADMIN })).status, 200);
      assert.equal((await owner.post('/api/auth/logout')).status, 200);

      const reset = await adminPassword(app, [], `${NEW_PASSWORD}\n`);
      assert.equal(reset.code, 0, reset.out);
      assert.match(reset.out, /1 trusted browser\(s\) kept \(--forget-devices forgets them\)/);
      await attack(app, 10);
      const renewed = { username: TEST_ADMIN.username, password: NEW_PASSWORD };
      assert.equal(
        (await app.client('127.0.2.2').post('/api/auth/login', { json: renewed })).status,
        429,
        'a new browser meets the ceiling',
      );
      assert.equal((await owner.post('/api/auth/login', { json: renewed })).status, 200, "the owner's browser is let in");
      assert.equal((await owner.get('/api/admin/categories')).status, 200);

      // After a compromise: every browser loses its standing.
      const forget = await adminPassword(app, ['--forget-devices'], `${TEST_ADMIN.password}\n`);
      assert.equal(forget.code, 0, forget.out);
      assert.match(forget.out, /1 session\(s\) ended; the login throttle was cleared; 1 trusted browser\(s\) forgotten\./);
      await attack(app, 20);
      assert.equal((await owner.post('/api/auth/login', { json: TEST_ADMIN })).status, 429);
    });
  });

  test('an --enrol link lets the next browser in during an attack, once; a used, replaced or expired link counts for nothing', async () => {
    let clock = Date.now();
    await withTestApp({ now: () => clock }, async (app) => {
      const enrolLink = async () => {
        const made = await adminPassword(app, ['--enrol']);
        assert.equal(made.code, 0, made.out);
        assert.match(made.out, /valid until \S+ \(24 hours\)/);
        const token = /<your site>\/admin\/login\?enrol=([A-Za-z0-9_-]{43})\n/.exec(made.out)?.[1];
        assert.ok(token, made.out);
        return token;
      };
      const login = (ip: string, enrolment: string, password = TEST_ADMIN.password) =>
        app.client(ip).post('/api/auth/login', { json: { username: TEST_ADMIN.username, password, enrolment } });

      const first = await enrolLink();
      await attack(app, 30);
      const phone = app.client('127.0.2.40');
      const enrolled = await phone.post('/api/auth/login', { json: { ...TEST_ADMIN, enrolment: first } });
      assert.equal(enrolled.status, 200, 'the new browser with the link is let in');
      assert.ok([...phone.cookies.keys()].includes('device'), 'and is a known browser from now on');
      assert.equal((await phone.post('/api/auth/logout')).status, 200);
      assert.equal((await phone.post('/api/auth/login', { json: TEST_ADMIN })).status, 200, 'without the link next time');
      assert.equal((await login('127.0.2.41', first)).status, 429, 'the link works once');

      // Wrong passwords with a link meet the link's own limit (5), never the username's; a newer link replaces it.
      const second = await enrolLink();
      const guesses: number[] = [];
      for (let i = 0; i < 6; i++) guesses.push((await login(`127.0.2.${50 + i}`, second, `guess ${i}`)).status);
      assert.deepEqual(guesses, [401, 401, 401, 401, 401, 429]);
      const third = await enrolLink();
      assert.equal((await login('127.0.2.60', second)).status, 429, 'a replaced link counts for nothing');

      clock += 25 * 60 * 60_000;
      assert.equal((await login('127.0.2.61', third)).status, 429, 'an expired link counts for nothing');

      const cut = await login('127.0.2.62', third.slice(0, 20));
      assert.equal(cut.status, 400);
      assert.match((await cut.json()).message, /This sign-in link is not complete/);
    });
  });

  test('with the hash queue full, a known browser still gets a place in it; a new one gets 503', async () => {
    await withTestApp(async (app) => {
      const owner = app.client('127.0.2.70');
      assert.equal((await owner.post('/api/auth/login', { json: TEST_ADMIN })).status, 200);
      assert.equal((await owner.post('/api/auth/logout')).status, 200);

      const spy = spyOnScrypt({ hold: true });
      try {
        // 20 addresses at once while the first hash is held: 1 runs, 8 wait, 11 are turned away.
        let turnedAway = 0;
        let queueFull!: () => void;
        const full = new Promise<void>((resolve) => (queueFull = resolve));
        const crowd = Array.from({ length: 20 }, (_, i) =>
          app
            .client(`127.0.3.${i + 1}`)
            .post('/api/auth/login', { json: { username: `nobody-${i}`, password: 'not the password' } })
            .then((r) => {
              if (r.status === 503 && ++turnedAway === 11) queueFull();
              return r.status;
            }),
        );
        await full;
        assert.equal((await app.client('127.0.3.30').post('/api/auth/login', { json: TEST_ADMIN })).status, 503);
        const queued = once(hashQueueEvents, 'queued-priority');
        const known = owner.post('/api/auth/login', { json: TEST_ADMIN });
        await Promise.race([queued, known.then((r) => assert.fail(`the known browser got ${r.status} before a place in the queue`))]);
        spy.release();
        assert.equal((await known).status, 200, 'the known browser waited in its own place, not turned away');
        assert.deepEqual(statusCounts(await Promise.all(crowd)), { 401: 9, 503: 11 });
      } finally {
        spy.release();
        spy.restore();
      }
    });
  });
});

describe('client addresses (IPv6 per /64, IPv4-mapped as IPv4) through TRUST_PROXY', () => {
  const app = useTestApp({ env: { PUBLIC_ORIGIN: 'https://fruit.example', TRUST_PROXY: 'true' } });
  const from = (xff: string) => ({ 'x-forwarded-for': xff, origin: 'https://fruit.example' });

  test('rotating addresses inside one /64 share one login counter; another /64 has its own', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) {
      statuses.push(
        (await app.client().post('/api/auth/login', { json: wrong(i), headers: from(`2001:db8:aa:bb::${i.toString(16)}`) })).status,
      );
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429]);
    const sameNet = await app.client().post('/api/auth/login', { json: wrong('x'), headers: from('2001:0db8:00aa:00bb:ffff:1:2:3') });
    assert.equal(sameNet.status, 429, 'any spelling of an address in that /64');
    assert.equal((await app.client().post('/api/auth/login', { json: wrong('y'), headers: from('2001:db8:aa:bc::1') })).status, 401);
    app.deps.rateLimits.clearAll();
  });

  test('IPv4-mapped IPv6 counts as its IPv4 address', async () => {
    for (let i = 0; i < 5; i++) {
      const xff = i % 2 ? '::ffff:203.0.113.7' : '203.0.113.7';
      assert.equal((await app.client().post('/api/auth/login', { json: wrong(i), headers: from(xff) })).status, 401);
    }
    assert.equal((await app.client().post('/api/auth/login', { json: wrong(9), headers: from('::ffff:cb00:7107') })).status, 429);
    app.deps.rateLimits.clearAll();
  });

  test('the contact form limit is per /64 too', async () => {
    const message = (i: number) => ({
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '',
      subject: `Order ${i}`,
      message: 'Need 20 cartons of apples.',
    });
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++)
      statuses.push((await app.client().post('/api/contact', { json: message(i), headers: from(`2001:db8:cc:dd:${i}::1`) })).status);
    assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429, 429]);
    app.deps.rateLimits.clearAll();
  });
});

test('TRUST_PROXY without PUBLIC_ORIGIN is refused: the host would come from the client', async () => {
  const { loadConfig } = await import('../../config');
  assert.throws(() => loadConfig({ TRUST_PROXY: 'true' }), /TRUST_PROXY=true needs PUBLIC_ORIGIN/);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fruit-proxy-'));
  try {
    const { stderr } = await run(process.execPath, [path.join(ROOT, 'dist/main.js')], {
      env: { PATH: process.env.PATH, TRUST_PROXY: 'true', PORT: '0', DATA_DIR: dataDir },
      timeout: 60_000, // a bound only: it exits at once, but node's start on a loaded machine can take seconds
    }).then(
      () => assert.fail('the server started'),
      (error: { stderr: string; code: number | null }) => {
        assert.equal(error.code, 1, 'it exits at once with status 1');
        return error;
      },
    );
    assert.match(stderr, /TRUST_PROXY=true needs PUBLIC_ORIGIN/);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
