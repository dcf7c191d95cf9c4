// node --import tsx src/tooling/bench/auth-timing.ts
// The timing and memory figures of SECURITY AUTH-2 and AUTH-4, printed rather than asserted. The tests
// (src/server/security-checklist.test.ts) assert what can be counted: hashes at once, one hash per login, pages
// answered while hashes run, byte-identical answers; a stopwatch there would let a busy CI machine fail them by
// chance. Read these figures on a quiet machine:
//   AUTH-2: GET / latency (median, p99) and the growth of RSS while 20 wrong logins from 20 addresses are hashed;
//   AUTH-4: the median time of a login for an unknown user and for a wrong password (they should be close).
// The app runs in this process, started by boot() as the server is, on a temporary data directory, with the
// production scrypt parameters and no login throttle.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type Config, DEFAULT_THROTTLE, loadConfig, PRODUCTION_SCRYPT } from '../../server/config';
import { createLogger } from '../../server/log';
import { hashPassword } from '../../server/modules/auth/password';
import { ROOT } from '../harness/root';
import { sendFrom } from '../harness/send-from';
import { median, percentile, scriptOptions } from './script-kit';

// It takes no options: anything on its command line is a mistake, refused before any work.
scriptOptions('node --import tsx src/tooling/bench/auth-timing.ts', {});
// The server is loaded once the command line is known good, so a mistake is refused at once.
const { boot } = await import('../../server/boot');

const OWNER = { username: 'owner', password: 'a bench password for the owner' };

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function withApp(run: (url: string) => Promise<void>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fruit-auth-timing-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_REQUESTS: 'false' }),
    scrypt: PRODUCTION_SCRYPT,
    // Every login is checked: the figures are of the hashing, not of the throttle.
    throttle: { ...DEFAULT_THROTTLE, loginIpFailures: 1e9, loginUserFailures: 1e9 },
  };
  const { handler, db } = await boot({
    config,
    logger: createLogger(false),
    staticDir: path.join(ROOT, 'static'),
    starterArtDir: path.join(ROOT, 'src/server/db/starter/art'),
    createAdmin: async (admins) => {
      admins.create(OWNER.username, await hashPassword(OWNER.password, PRODUCTION_SCRYPT));
      return { created: true, username: OWNER.username };
    },
  });
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  try {
    await run(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** AUTH-2: how the pages fare while 20 wrong logins, from 20 addresses, are hashed one at a time (password.ts). */
async function loginBurst(url: string) {
  await sendFrom(`${url}/`, 'GET'); // the page cache
  await sendFrom(`${url}/api/auth/login`, 'POST', { json: { username: 'warm-up', password: 'x'.repeat(12) } }); // the dummy hash
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  let done = false;
  const started = performance.now();
  const logins = Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      sendFrom(`${url}/api/auth/login`, 'POST', {
        from: `127.0.2.${i + 1}`,
        json: { username: OWNER.username, password: `wrong password ${i}` },
      }),
    ),
  ).finally(() => (done = true));
  const latencies: number[] = [];
  const reader = async () => {
    while (!done || latencies.length < 40) {
      latencies.push((await sendFrom(`${url}/`, 'GET')).ms);
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }
  };
  await Promise.all([reader(), reader()]);
  const replies = await logins;
  const burstMs = performance.now() - started;
  console.log('AUTH-2: 20 wrong logins at once, from 20 addresses (production scrypt)');
  console.log(`  logins answered ${replies.map((r) => r.status).join(',')} in ${ms(burstMs)}`);
  console.log(`  GET / meanwhile: ${latencies.length} requests, median ${ms(median(latencies))}, p99 ${ms(percentile(latencies, 99))}`);
  console.log(`  RSS +${((rssPeak - rssBefore) / 1024 / 1024).toFixed(0)} MB (peak ${(rssPeak / 1024 / 1024).toFixed(0)} MB)`);
}

/** AUTH-4: an unknown user and a wrong password cost one hash each, so they take about as long. */
async function loginTiming(url: string) {
  const unknown = { username: 'no-such-user', password: 'a wrong password' };
  const wrong = { username: OWNER.username, password: 'a wrong password' };
  await sendFrom(`${url}/api/auth/login`, 'POST', { json: unknown }); // the dummy hash is made once, then reused
  const timings = { unknown: [] as number[], wrong: [] as number[] };
  for (let i = 0; i < 20; i++) {
    timings.unknown.push((await sendFrom(`${url}/api/auth/login`, 'POST', { json: unknown })).ms);
    timings.wrong.push((await sendFrom(`${url}/api/auth/login`, 'POST', { json: wrong })).ms);
  }
  const difference = Math.abs(median(timings.unknown) - median(timings.wrong));
  console.log('AUTH-4: 20 logins each, one after another (production scrypt)');
  console.log(
    `  unknown user: median ${ms(median(timings.unknown))}; wrong password: median ${ms(median(timings.wrong))}; difference ${ms(difference)}`,
  );
}

await withApp(loginBurst);
await withApp(loginTiming);
