// npm run probes [-- --root DIR]
// The login and session attacks of SECURITY F17-F19, run against a production build (DIR/dist/main.js, default
// this checkout's) on loopback, each on a fresh data directory, printing what an attacker and the owner see:
//   1. 40 wrong logins at once from one address; the owner's login during a 150-request flood from another;
//   2. a slow request still open while the owner changes the password from another session;
//   3. four addresses holding the username at its failure ceiling while the owner logs in.
// Run it with --root on an older checkout (built with `node build.mjs`) to compare before and after.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from '../harness/built-server';
import { ROOT as THIS_CHECKOUT } from '../harness/root';
import { type RawReply, type SendOptions, sendFrom } from '../harness/send-from';
import { scriptOptions } from './script-kit';

const rootOption = scriptOptions('npm run probes [-- --root DIR]', { root: { type: 'string' } }).values.root;
const ROOT = rootOption ? path.resolve(rootOption) : THIS_CHECKOUT;
const OWNER = { username: 'owner', password: 'a probe password for the owner' };
const NEW_PASSWORD = 'mangoes arrive by sea in april';

type Reply = RawReply;
const setCookies = (reply: Reply): string[] => reply.headers['set-cookie'] ?? [];
/** A request as the probes send it: optionally from an address, with a cookie, a JSON body held back. */
const send = (url: string, method: string, options: SendOptions & { cookie?: string } = {}) => {
  const { cookie, ...rest } = options;
  return sendFrom(url, method, { ...rest, ...(cookie ? { headers: { cookie } } : {}) });
};

const cookieOf = (reply: Reply) =>
  setCookies(reply)
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
const counts = (replies: Reply[]) => {
  const byStatus: Record<number, number> = {};
  for (const r of replies) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  return JSON.stringify(byStatus);
};

async function withServer(run: (url: string) => Promise<void>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fruit-probe-'));
  const server = await startBuiltServer({
    dataDir,
    main: path.join(ROOT, 'dist/main.js'),
    env: { ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password },
  });
  try {
    await run(server.url);
  } finally {
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`attack probes against ${path.join(ROOT, 'dist/main.js')}\n`);
  await withServer(async (url) => {
    const login = `${url}/api/auth/login`;
    const wrong = (i: number) => ({ username: OWNER.username, password: `wrong guess ${i}` });
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => send(login, 'POST', { from: '127.0.0.2', json: wrong(i) })));
    console.log(`1a. 40 wrong logins at once from one address: ${counts(burst)}`);
  });
  await withServer(async (url) => {
    const login = `${url}/api/auth/login`;
    const wrong = (i: number) => ({ username: OWNER.username, password: `wrong guess ${i}` });
    const flood = Promise.all(Array.from({ length: 150 }, (_, i) => send(login, 'POST', { from: '127.0.0.4', json: wrong(i) })));
    await new Promise((r) => setTimeout(r, 300));
    const owner = await send(login, 'POST', { from: '127.0.0.5', json: OWNER });
    console.log(
      `1b. the owner's login (from another address) during a 150-request flood from one address: ${owner.status} in ${owner.ms.toFixed(0)} ms; flood ${counts(await flood)}`,
    );
  });
  await withServer(async (url) => {
    const a = cookieOf(await send(`${url}/api/auth/login`, 'POST', { json: OWNER }));
    const b = cookieOf(await send(`${url}/api/auth/login`, 'POST', { json: OWNER }));
    let release!: () => void;
    const hold = new Promise<void>((r) => (release = r));
    const slow = send(`${url}/api/admin/site-settings`, 'PUT', {
      cookie: a,
      json: { heroTitle: 'Premium Fruits From Around The World' },
      hold,
    });
    await new Promise((r) => setTimeout(r, 100));
    const change = await send(`${url}/api/admin/account/password`, 'PUT', {
      cookie: b,
      json: { currentPassword: OWNER.password, newPassword: NEW_PASSWORD },
    });
    const during = await send(`${url}/api/admin/categories`, 'GET', { cookie: a });
    release();
    const finished = await slow;
    const resent = setCookies(finished).some((c) => /^(__Host-)?sid=[^;]+/.test(c) && !/^(__Host-)?sid=;/.test(c));
    const afterwards = await send(`${url}/api/admin/categories`, 'GET', { cookie: a });
    const later = await send(`${url}/api/admin/categories`, 'GET', { cookie: a });
    console.log(
      `2.  session A with a slow PUT open while session B changes the password (${change.status}): A during ${during.status}; ` +
        `the slow PUT ends ${finished.status}${resent ? ' and sends the old cookie again' : ', the old cookie not sent again'}; A afterwards ${afterwards.status}, then ${later.status}`,
    );
  });
  await withServer(async (url) => {
    const login = `${url}/api/auth/login`;
    const known = await send(login, 'POST', { from: '127.0.0.30', json: OWNER });
    const device = setCookies(known)
      .filter((c) => /^(__Host-)?device(\.sig)?=/.test(c))
      .map((c) => c.split(';')[0]!)
      .join('; ');
    for (let ip = 31; ip <= 34; ip++) {
      for (let i = 0; i < 5; i++)
        await send(login, 'POST', { from: `127.0.0.${ip}`, json: { username: OWNER.username, password: `wrong ${ip}-${i}` } });
    }
    const fresh = await send(login, 'POST', { from: '127.0.0.35', json: OWNER });
    const withDevice = await send(login, 'POST', { from: '127.0.0.36', json: OWNER, ...(device ? { cookie: device } : {}) });
    console.log(
      `3.  4 addresses x 5 failures on the username; the owner with the right password from a fresh address: new browser ${fresh.status} in ${fresh.ms.toFixed(0)} ms; ` +
        `${device ? `the browser that logged in before (device cookie) ${withDevice.status} in ${withDevice.ms.toFixed(0)} ms` : `no device cookie exists; the same browser ${withDevice.status}`}`,
    );
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
