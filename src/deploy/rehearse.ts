// npm run deploy:rehearse [-- --proxy caddy|nginx|both] [--reuse-node-modules] [--observatory] [--keep]
// Follows src/deploy/README.md on this machine, section by section, with the files of this folder, inside a
// scratch root (every /srv, /var/lib, /etc and /var/log path of the guide is moved under it) and on loopback:
//  1. the system user `fruit` (made for the run and removed after, if missing);
//  2. a clone of this repository's committed HEAD, `npm ci` and `npm run build` as that user;
//  3. /etc/fruit-site/env from env.example, mode 0640 root:fruit, PUBLIC_ORIGIN=https://<loopback IP>;
//  4. fruit-site.service started as its unit says (user, group, working directory, EnvironmentFile, Environment,
//     UMask, StateDirectory + mode, ExecStart; systemd is not PID 1 here, so its sandboxing options are checked by
//     `systemd-analyze verify` in deploy-files.test.ts instead), the random admin password read off the "journal",
//     changed with the admin-password command, /healthz;
//  5. Caddy with the Caddyfile (its internal CA instead of Let's Encrypt) and/or nginx with nginx.conf (a test CA),
//     on 127.0.0.6 / 127.0.0.8 ports 80 and 443, then check-through-proxy.ts through each: redirect, headers, a forged
//     X-Forwarded-Host, __Host- cookie, cross-site refusal, body limits (2 MB refused by the proxy outside the upload
//     routes), a 4.5 MB upload, the whole site walkthrough; the client IP in the log; then, with a stand-in at the
//     app's address, the X-Forwarded-Host/-Proto/-For each proxy hands the app when a client forges them;
//     with --observatory, Mozilla's HTTP Observatory grades each proxy too (installs the scanner outside the repo);
//  6. fruit-site-backup.service's command while the site serves; the timer's calendar;
//  7. an upgrade as the guide does it: a copy beside the running site, git pull, npm ci, build, stop (SIGTERM: exit 0,
//     database closed), swap, start (migrations at start); the commit is the same one, so no migration runs here;
//  8. a restore: --check, stop, restore, start; a category made after the backup is gone; the checks of 5 again;
//  9. the log lines and the throttle-clearing command.
// Needs root (ports 80/443, the user), git, openssl, and caddy and/or nginx. Exit code 1 at the first failure.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { describeScan, scanHost } from '../bench/observatory-scanner';
import { makeTestCertificates } from '../bench/tls/make-test-certificates';
import { ROOT, TestClient } from '../test/start-test-app';
import { environmentFile, unitSettings } from './unit-file';

const run = promisify(execFile);
// useradd, nginx and the like live in sbin, which a plain `su` leaves out of PATH.
process.env.PATH = ['/usr/local/sbin', '/usr/sbin', '/sbin', process.env.PATH ?? '/usr/bin:/bin'].join(':');
const DEPLOY = path.join(ROOT, 'src/deploy');
const FORGED_IP = '203.0.113.9';
const FORGED_HOST = 'evil.example';
/** The forged login is sent from this loopback address, so the address the app logs can only have come from the proxy. */
const CLIENT_IP = '127.0.0.9';
const IPS = { caddy: '127.0.0.6', nginx: '127.0.0.8' } as const;
type Proxy = keyof typeof IPS;

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const proxyArg = args[args.indexOf('--proxy') + 1];
const PROXIES: Proxy[] = !args.includes('--proxy') || proxyArg === 'both' ? ['caddy', 'nginx'] : [proxyArg as Proxy];
if (PROXIES.some((p) => !(p in IPS))) throw new Error('--proxy caddy|nginx|both');

const started = performance.now();
const say = (line: string) => console.log(`${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  ${line}`);
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const prefix = mkdtempSync(path.join(os.tmpdir(), 'fruit-deploy-'));
chmodSync(prefix, 0o755);
/** A path of the guide, moved under the scratch root. */
const at = (guidePath: string) => path.join(prefix, guidePath);
const SRV = at('/srv/fruit-site');
const DATA = at('/var/lib/fruit-site');
const ENV_FILE = at('/etc/fruit-site/env');
const relocate = (text: string) =>
  text
    .replaceAll('/srv/fruit-site', SRV)
    .replaceAll('/var/lib/fruit-site', DATA)
    .replaceAll('/etc/fruit-site', at('/etc/fruit-site'))
    .replaceAll('/var/log/caddy', at('/var/log/caddy'));

let uid = -1;
let gid = -1;
/** Everything this run started or made, so one cleanup can undo it: after success, failure, SIGTERM or SIGINT. */
const owned = { processes: new Set<ChildProcess>(), createdUser: false };
const track = (child: ChildProcess) => {
  owned.processes.add(child);
  child.once('exit', () => owned.processes.delete(child));
  return child;
};
/** `sudo -u fruit <command>`, with the user's home as HOME (npm's cache goes there, as on the server). */
const asFruit = (command: string[], options: { env?: Record<string, string>; cwd?: string; umask?: string; input?: string } = {}) =>
  new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
    const child = track(
      spawn('setpriv', ['--reuid=fruit', '--regid=fruit', '--init-groups', '--', 'sh', '-c', `umask ${options.umask ?? '0022'} && exec "$@"`, 'sh', ...command], {
        cwd: options.cwd ?? SRV,
        env: { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: SRV, ...options.env },
      }),
    );
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdin!.end(options.input ?? '');
    child.on('exit', (code) => (code === 0 ? resolve({ stdout, stderr }) : reject(new Error(`${command.join(' ')} exited ${code}:\n${stdout}\n${stderr}`))));
  });

/** A unit file of this folder, relocated under the scratch root: key -> every value it is given. */
const unitOf = (file: string) => unitSettings(relocate(readFileSync(path.join(DEPLOY, file), 'utf8')));

/** What systemd gives the service: EnvironmentFile (KEY=VALUE lines) then Environment=. */
function unitEnvironment(unit: Map<string, string[]>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const file of unit.get('EnvironmentFile') ?? []) Object.assign(env, environmentFile(readFileSync(file, 'utf8')));
  for (const assignment of unit.get('Environment') ?? []) {
    const eq = assignment.indexOf('=');
    env[assignment.slice(0, eq)] = assignment.slice(eq + 1);
  }
  return env;
}

function unitCommand(unit: Map<string, string[]>) {
  check(unit.get('User')?.[0] === 'fruit' && unit.get('Group')?.[0] === 'fruit', 'the unit runs as fruit:fruit');
  return {
    argv: unit.get('ExecStart')![0]!.split(/\s+/),
    cwd: unit.get('WorkingDirectory')![0]!,
    umask: unit.get('UMask')?.[0] ?? '0022',
    env: unitEnvironment(unit),
  };
}

/**
 * This machine reaches only the npm registry: node-gyp cannot download Node's headers as it would on a VPS, so the
 * user `fruit` gets the local headers the user running this has configured (npm's nodedir), if any.
 */
async function nodeHeaders(): Promise<Record<string, string>> {
  const nodedir = (await run('npm', ['config', 'get', 'nodedir'])).stdout.trim();
  return nodedir && nodedir !== 'undefined' ? { npm_config_nodedir: nodedir } : {};
}

type Service = { child: ChildProcess; journal: () => string; exited: Promise<number | null> };

/** `systemctl start fruit-site`: the unit's command as its user, until it prints the "Site:" line. */
async function startService(): Promise<Service> {
  const unit = unitOf('fruit-site.service');
  const stateDir = path.join(at('/var/lib'), unit.get('StateDirectory')![0]!);
  check(stateDir === DATA, 'StateDirectory is the data directory of the guide');
  mkdirSync(stateDir, { recursive: true });
  chownSync(stateDir, uid, gid);
  chmodSync(stateDir, Number.parseInt(unit.get('StateDirectoryMode')![0]!, 8));
  const { argv, cwd, umask, env } = unitCommand(unit);
  const child = track(
    spawn('setpriv', ['--reuid=fruit', '--regid=fruit', '--init-groups', '--', 'sh', '-c', `umask ${umask} && exec "$@"`, 'sh', ...argv], {
      cwd,
      env: { PATH: '/usr/bin:/bin', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let journal = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (journal += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (journal += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let waited = 0; !/Site:\s+http/.test(journal); waited += 100) {
    check(child.exitCode === null && waited < 90_000, `the service did not start:\n${journal}`);
    await sleep(100);
  }
  return { child, journal: () => journal, exited };
}

/** `systemctl stop fruit-site`: SIGTERM, which must end in exit code 0 with the database closed. */
async function stopService(service: Service): Promise<void> {
  service.child.kill('SIGTERM');
  const code = await service.exited;
  check(code === 0, `SIGTERM exit code ${code}`);
  check(!existsSync(path.join(DATA, 'app.db-wal')), 'the database was closed cleanly (no -wal left)');
}

async function health(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`);
  const body = (await res.json()) as { status: string; lastBackupAt: string | null; version: string };
  check(res.status === 200 && body.status === 'ok', `healthz ${res.status} ${JSON.stringify(body)}`);
  return body;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const canConnect = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function waitForTcp(host: string, port: number) {
  for (let waited = 0; !(await canConnect(host, port)); waited += 100) {
    check(waited < 20_000, `nothing listens on ${host}:${port}`);
    await sleep(100);
  }
}

type RunningProxy = { name: Proxy; origin: string; caFile: string };

/** Section 5, Caddy: the Caddyfile with the IP as the site name, Caddy's internal CA, bound to loopback. */
async function startCaddy(port: number): Promise<RunningProxy> {
  const ip = IPS.caddy;
  const storage = at('/var/lib/caddy');
  mkdirSync(at('/var/log/caddy'), { recursive: true });
  let text = relocate(readFileSync(path.join(DEPLOY, 'Caddyfile'), 'utf8'));
  const bare = /\n# The bare domain goes to www\.\nexample\.in \{[\s\S]*?\n\}\n/;
  check(bare.test(text), 'the Caddyfile has its bare-domain redirect block');
  text = text.replace(bare, '\n').replaceAll('www.example.in {', `${ip} {`).replace('127.0.0.1:3000', `127.0.0.1:${port}`);
  check(/^\{\n/m.test(text), 'the Caddyfile has a global options block');
  text = text.replace(/^\{\n/m, `{\n\tlocal_certs\n\tskip_install_trust\n\tadmin off\n\tdefault_bind ${ip}\n\tstorage file_system ${storage}\n`);
  const file = at('/etc/caddy/Caddyfile');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  await run('caddy', ['validate', '--config', file, '--adapter', 'caddyfile']);
  track(spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], { stdio: 'ignore', env: { ...process.env, HOME: at('/var/lib/caddy') } }));
  await waitForTcp(ip, 443);
  const caFile = path.join(storage, 'pki/authorities/local/root.crt');
  for (let waited = 0; !existsSync(caFile); waited += 100) {
    check(waited < 20_000, 'Caddy made no local CA');
    await sleep(100);
  }
  return { name: 'caddy', origin: `https://${ip}`, caFile };
}

/** Section 5, nginx: nginx.conf with the IP as the server name and a test CA's certificate in certbot's place. */
async function startNginx(port: number): Promise<RunningProxy> {
  const ip = IPS.nginx;
  const dir = at('/etc/nginx');
  for (const sub of ['', 'tls', 'temp', 'log']) mkdirSync(path.join(dir, sub), { recursive: true });
  chmodSync(path.join(dir, 'temp'), 0o777);
  const certs = await makeTestCertificates(path.join(dir, 'tls'), ip);
  const original = relocate(readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8'));
  // One name here: the bare-domain HTTPS block (a second name) is left out, as in the Caddyfile.
  const bare = /\n# The bare domain on HTTPS goes to www[^\n]*\nserver \{[\s\S]*?\n\}\n/;
  check(bare.test(original), 'nginx.conf has its bare-domain HTTPS block');
  const site = original
    .replace(bare, '\n')
    .replaceAll('server_name www.example.in example.in;', `server_name ${ip};`)
    .replaceAll('https://www.example.in', `https://${ip}`)
    .replaceAll('server_name www.example.in;', `server_name ${ip};`)
    .replaceAll('/etc/letsencrypt/live/www.example.in/fullchain.pem', certs.cert)
    .replaceAll('/etc/letsencrypt/live/www.example.in/privkey.pem', certs.key)
    .replace(/^\s*listen \[::\].*\n/gm, '')
    .replace(/listen (80|443)/g, `listen ${ip}:$1`)
    .replace('127.0.0.1:3000', `127.0.0.1:${port}`);
  check(!/^[^#]*example\.in/m.test(site), 'every name of nginx.conf was replaced');
  writeFileSync(path.join(dir, 'sites-enabled-fruit-site'), site);
  // The parts of Debian's /etc/nginx/nginx.conf that matter, with paths under the scratch root.
  const main = path.join(dir, 'nginx.conf');
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  writeFileSync(
    main,
    `daemon off;\nworker_processes 1;\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'log/error.log')};\nevents { worker_connections 256; }\n` +
      `http {\n  include /etc/nginx/mime.types;\n  access_log ${path.join(dir, 'log/access.log')};\n  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}\n` +
      `  include ${path.join(dir, 'sites-enabled-fruit-site')};\n}\n`,
  );
  await run('nginx', ['-t', '-c', main]);
  track(spawn('nginx', ['-c', main], { stdio: 'ignore' }));
  await waitForTcp(ip, 443);
  return { name: 'nginx', origin: `https://${ip}`, caFile: certs.caCert };
}

/** check-through-proxy.ts in its own process, trusting the proxy's CA. */
async function checkThroughProxy(proxy: RunningProxy, credentials: { username: string; password: string }) {
  const { stdout, stderr } = await run(
    process.execPath,
    ['--import', 'tsx', path.join(DEPLOY, 'check-through-proxy.ts'), proxy.origin, credentials.username, credentials.password, FORGED_IP, CLIENT_IP],
    { cwd: ROOT, env: { ...process.env, NODE_EXTRA_CA_CERTS: proxy.caFile }, maxBuffer: 8 * 1024 * 1024 },
  ).catch((error: { stdout?: string; stderr?: string; message: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? error.message }));
  let result: { ok: boolean; done?: string[]; error?: string };
  try {
    result = JSON.parse(stdout.trim().split('\n').pop() ?? '') as typeof result;
  } catch {
    throw new Error(`check-through-proxy.ts printed no result:\n${stdout}\n${stderr}`);
  }
  check(result.ok, `through ${proxy.name}: ${result.error}`);
  say(`   ${proxy.name} ${proxy.origin}: ${result.done!.join('; ')}`);
}

/**
 * A request with forged X-Forwarded-Host, -Proto and -For through each proxy, to a stand-in listening where the app
 * does, which records the headers the proxy sends on: each must be the proxy's own value, never the client's. The
 * app takes its host from X-Forwarded-Host (Koa, TRUST_PROXY=true); with PUBLIC_ORIGIN set it builds no link from it,
 * but no proxy may pass a client's on.
 */
async function forwardedHeaders(port: number, proxies: RunningProxy[]): Promise<string> {
  const seen: IncomingHttpHeaders[] = [];
  const standIn = createHttpServer((req, res) => {
    seen.push(req.headers);
    res.end('stand-in\n');
  });
  await new Promise<void>((resolve) => standIn.listen(port, '127.0.0.1', resolve));
  try {
    for (const proxy of proxies) {
      const { hostname } = new URL(proxy.origin);
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpsRequest(
          `${proxy.origin}/`,
          {
            ca: readFileSync(proxy.caFile),
            localAddress: CLIENT_IP,
            headers: { 'x-forwarded-host': FORGED_HOST, 'x-forwarded-proto': 'http', 'x-forwarded-for': FORGED_IP },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end();
      });
      const got = seen.pop();
      check(status === 200 && got, `${proxy.name}: the request did not reach the stand-in (${status})`);
      const want = { host: hostname, 'x-forwarded-host': hostname, 'x-forwarded-proto': 'https', 'x-forwarded-for': CLIENT_IP };
      const sent = Object.fromEntries(Object.keys(want).map((name) => [name, got[name]]));
      check(JSON.stringify(sent) === JSON.stringify(want), `${proxy.name} handed the app ${JSON.stringify(sent)}; want ${JSON.stringify(want)}`);
    }
  } finally {
    await new Promise((resolve) => standIn.close(resolve));
  }
  return `${proxies.map((p) => p.name).join(' and ')} replace a forged X-Forwarded-Host (${FORGED_HOST}), -Proto and -For with their own`;
}

/** Section 9: every request was logged as one JSON line, and the forged client IP never reached the app. */
function checkJournal(journal: string) {
  const lines = journal.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
  const requests = lines.filter((l) => l.event === 'request');
  check(requests.length > 50 && requests.every((r) => r.method && r.path && r.status && typeof r.ms === 'number' && r.id), 'one JSON line per request');
  const failed = lines.filter((l) => l.event === 'login_failed');
  check(failed.length >= 1, 'the failed login was logged');
  check(failed.every((l) => l.ip === CLIENT_IP), `client IPs logged: ${failed.map((l) => l.ip).join(', ')} (sent from ${CLIENT_IP}, forged ${FORGED_IP})`);
  // check-through-proxy.ts sent 2 MB bodies there: the proxy refused them, so the app never answered them.
  const refusedByProxy = ['/api/contact', '/api/auth/login', '/api/admin/upload/gallery/x'];
  const reached = requests.filter((r) => refusedByProxy.includes(r.path as string) && r.status === 413);
  check(reached.length === 0, `the app answered a body the proxy must refuse: ${JSON.stringify(reached)}`);
  return { requests: requests.length, ips: [...new Set(failed.map((l) => l.ip))].join(', ') };
}

async function main() {
  check(process.getuid?.() === 0, 'run as root: the rehearsal makes a system user and listens on ports 80 and 443');
  const running: { service?: Service; proxies: RunningProxy[] } = { proxies: [] };
  try {
    say(`1. Node.js ${process.version} (production: 24 LTS); scratch root ${prefix}`);
    if (await run('id', ['-u', 'fruit']).then(() => false, () => true)) {
      await run('useradd', ['--system', '--home-dir', SRV, '--shell', '/usr/sbin/nologin', 'fruit']);
      owned.createdUser = true;
    }
    uid = Number((await run('id', ['-u', 'fruit'])).stdout);
    gid = Number((await run('id', ['-g', 'fruit'])).stdout);
    say(`   user fruit (${uid}:${gid})${owned.createdUser ? ', made for this run' : ''}`);

    say('2. git clone, npm ci, npm run build as fruit');
    await run('git', ['clone', '-q', ROOT, SRV]);
    const head = (await run('git', ['-C', SRV, 'log', '-1', '--format=%h %s'])).stdout.trim();
    await run('chown', ['-R', 'fruit:fruit', SRV]);
    if (flag('reuse-node-modules')) {
      cpSync(path.join(ROOT, 'node_modules'), path.join(SRV, 'node_modules'), { recursive: true, verbatimSymlinks: true });
      await run('chown', ['-R', 'fruit:fruit', path.join(SRV, 'node_modules')]);
      say(`   ${head}; node_modules copied (--reuse-node-modules)`);
    } else {
      const t0 = performance.now();
      await asFruit(['npm', 'ci', '--no-audit', '--no-fund'], { env: await nodeHeaders() });
      say(`   ${head}; npm ci in ${((performance.now() - t0) / 1000).toFixed(0)} s (better-sqlite3 built from source)`);
    }
    await asFruit(['npm', 'run', 'build']);
    check(existsSync(path.join(SRV, 'dist/main.js')) && existsSync(path.join(SRV, 'static/build/manifest.json')), 'the build is there');

    say('3. /etc/fruit-site/env from env.example');
    let port = 3000;
    while (await canConnect('127.0.0.1', port)) port++;
    const origin = `https://${IPS[PROXIES[0]!]}`;
    const env = relocate(readFileSync(path.join(DEPLOY, 'env.example'), 'utf8'))
      .replace('PUBLIC_ORIGIN=https://www.example.in', `PUBLIC_ORIGIN=${origin}`)
      .replace('PORT=3000', `PORT=${port}`);
    mkdirSync(path.dirname(ENV_FILE), { recursive: true });
    writeFileSync(ENV_FILE, env);
    chownSync(ENV_FILE, 0, gid);
    chmodSync(ENV_FILE, 0o640);
    say(`   PUBLIC_ORIGIN=${origin} TRUST_PROXY=true HOST=127.0.0.1 PORT=${port}${port === 3000 ? '' : ' (3000 was taken)'}, mode 0640 root:fruit`);

    say('4. fruit-site.service: first start');
    running.service = await startService();
    const created = /An admin account was created\. Username: (\S+)\s+Password: (\S+)/.exec(running.service.journal());
    check(created, 'the journal shows the admin account and its one-time password');
    const dataMode = (statSync(DATA).mode & 0o777).toString(8);
    say(`   started as fruit; journal: "An admin account was created. Username: ${created[1]} Password: (${created[2]!.length} characters)"; ${DATA} mode ${dataMode}`);
    const credentials = { username: created[1]!, password: `Rehearsal-${randomBytes(9).toString('base64url')}` };
    const changed = await asFruit(['node', 'dist/cli/admin-password.js'], { env: { DATA_DIR: DATA }, input: `${credentials.password}\n` });
    say(`   admin-password: ${changed.stdout.trim().split('\n').pop()}`);
    const first = await health(port);
    say(`   /healthz ok, version ${first.version}`);

    say(`5. reverse proxies: ${PROXIES.join(', ')}`);
    for (const name of PROXIES) {
      const proxy = name === 'caddy' ? await startCaddy(port) : await startNginx(port);
      running.proxies.push(proxy);
      if (proxy.origin !== origin) {
        // PUBLIC_ORIGIN names one address: the second proxy gets its own, as a second site would.
        await stopService(running.service);
        writeFileSync(ENV_FILE, readFileSync(ENV_FILE, 'utf8').replace(/^PUBLIC_ORIGIN=.*$/m, `PUBLIC_ORIGIN=${proxy.origin}`));
        running.service = await startService();
      }
      await checkThroughProxy(proxy, credentials);
      if (flag('observatory')) {
        const [grade, ...tests] = describeScan(await scanHost(new URL(proxy.origin).host, proxy.caFile));
        say(`   ${name} HTTP Observatory: ${grade}${tests.some((t) => t.includes('FAIL')) ? `\n${tests.join('\n')}` : ''}`);
        check(grade!.startsWith('Grade A+'), `${name}: ${grade}`);
      }
    }
    const activeProxy = running.proxies[running.proxies.length - 1]!;
    // What each proxy hands the app, seen from the app's place: the service stopped, a stand-in on its port.
    await stopService(running.service);
    running.service = undefined;
    say(`   what the app is given (a stand-in on port ${port}): ${await forwardedHeaders(port, running.proxies)}`);
    running.service = await startService();

    say('6. fruit-site-backup.service while the site serves');
    const backupUnit = unitCommand(unitOf('fruit-site-backup.service'));
    const backupOut = await asFruit(backupUnit.argv, { cwd: backupUnit.cwd, env: backupUnit.env, umask: backupUnit.umask });
    const backups = readdirSync(path.join(DATA, 'backups'));
    check(backups.length === 1, 'one backup in DATA_DIR/backups');
    const backupDir = path.join(DATA, 'backups', backups[0]!);
    check((statSync(backupDir).mode & 0o777) === 0o700 && statSync(backupDir).uid === uid, 'the backup belongs to fruit, mode 0700');
    check((await health(port)).lastBackupAt, '/healthz shows the last backup');
    say(`   ${backupOut.stdout.trim().split('\n')[0]}`);
    const onCalendar = /OnCalendar=(.*)/.exec(readFileSync(path.join(DEPLOY, 'fruit-site-backup.timer'), 'utf8'))![1]!;
    const calendar = await run('systemd-analyze', ['calendar', onCalendar]).then((r) => /Next elapse: (.*)/.exec(r.stdout)?.[1]?.trim(), () => 'systemd-analyze not installed');
    say(`   timer OnCalendar=${onCalendar}: next ${calendar}`);

    // A change made after the backup: the restore must take it away again.
    const owner = new TestClient(`http://127.0.0.1:${port}`);
    check((await owner.post('/api/auth/login', { json: credentials })).status === 200, 'login on loopback');
    const before = (await (await owner.get('/api/categories')).json()) as Array<{ id: number; name: string }>;
    const marker = await owner.post('/api/admin/categories', { json: { name: 'Made after the backup' } });
    check(marker.status === 201, `a category made after the backup: ${marker.status}`);

    say('7. upgrade: build a copy beside the running site, stop, swap, start (migrations run at start)');
    const NEXT = `${SRV}.new`;
    await run('cp', ['-a', SRV, NEXT]);
    // Here the "remote" is this checkout, owned by another user; git serves it to fruit only when told it is safe.
    const gitConfig = at('/etc/fruit-site/rehearsal.gitconfig');
    writeFileSync(gitConfig, `[safe]\n\tdirectory = ${ROOT}\n\tdirectory = ${path.join(ROOT, '.git')}\n`, { mode: 0o644 });
    const pulled = await asFruit(['git', 'pull', '--ff-only'], { cwd: NEXT, env: { HOME: SRV, GIT_CONFIG_GLOBAL: gitConfig } });
    if (!flag('reuse-node-modules')) await asFruit(['npm', 'ci', '--no-audit', '--no-fund'], { cwd: NEXT, env: await nodeHeaders() });
    await asFruit(['npm', 'run', 'build'], { cwd: NEXT });
    await stopService(running.service);
    renameSync(SRV, `${SRV}.old`);
    renameSync(NEXT, SRV);
    running.service = await startService();
    await health(port);
    say(`   git pull: ${pulled.stdout.trim().split('\n').pop()}; built beside the running site; stopped (exit 0, no -wal), swapped, started; /healthz ok`);

    say('8. restore');
    const checked = await asFruit(['node', 'dist/cli/restore.js', backupDir, '--check']);
    say(`   ${checked.stdout.trim()}`);
    await stopService(running.service);
    const restored = await asFruit(['node', 'dist/cli/restore.js', backupDir], { env: { DATA_DIR: DATA } });
    check(readdirSync(DATA).some((f) => f.startsWith('pre-restore-')), 'the replaced data is kept in pre-restore-<time>/');
    say(`   ${restored.stdout.trim().split('\n')[0]}`);
    running.service = await startService();
    await health(port);
    const after = (await (await fetch(`http://127.0.0.1:${port}/api/categories`)).json()) as Array<{ id: number; name: string }>;
    check(!after.some((c) => c.name === 'Made after the backup'), 'the category made after the backup is gone');
    check(JSON.stringify(after.map((c) => c.id)) === JSON.stringify(before.map((c) => c.id)), 'the categories are those of the backup');
    say(`   the restored site has the backup's ${after.length} categories, not the one made after it`);
    await checkThroughProxy(activeProxy, credentials);

    say('9. day to day');
    const logged = checkJournal(running.service.journal());
    say(`   ${logged.requests} request log lines (method, path, status, ms, id) since the last start; the failed login logged from ${logged.ips} (the client), not ${FORGED_IP} (forged)`);
    const cleared = await asFruit(['node', 'dist/cli/admin-password.js', '--clear-throttle'], { env: { DATA_DIR: DATA } });
    say(`   ${cleared.stdout.trim().split('\n').pop()}`);
    await stopService(running.service);
    running.service = undefined;
    say('done: every step of the guide that this machine can run passed');
  } finally {
    await cleanUp();
  }
}

/** Stops every process this run started (and waits for it), removes the user it made and the scratch root. */
async function cleanUp() {
  // SIGTERM first: nginx's master stops its workers only then (a SIGKILLed master leaves them holding the ports).
  const exits = [...owned.processes].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of owned.processes) child.kill('SIGTERM');
  await Promise.race([Promise.all(exits), sleep(5_000)]);
  for (const child of owned.processes) child.kill('SIGKILL');
  await Promise.race([Promise.all(exits), sleep(5_000)]);
  if (owned.createdUser) {
    await run('userdel', ['fruit']).catch((error: Error) => console.error(`userdel fruit: ${error.message}`));
    owned.createdUser = false;
  }
  if (!flag('keep')) rmSync(prefix, { recursive: true, force: true });
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    console.error(`deploy rehearsal: ${signal}, cleaning up`);
    void cleanUp().finally(() => process.exit(1));
  });
}

main().catch((error: unknown) => {
  console.error(`deploy rehearsal failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
