// npm run deploy:rehearse [-- --proxy caddy|nginx|both] [--reuse-node-modules] [--reuse-build] [--observatory] [--keep]
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
//     routes), a 4.2 MB upload, the whole site walkthrough; the client IP in the log; then, with a stand-in at the
//     app's address, the X-Forwarded-Host/-Proto/-For each proxy hands the app when a client forges them;
//     with --observatory, Mozilla's HTTP Observatory grades each proxy too (installs the scanner outside the repo);
//  6. fruit-site-backup.service's commands while the site serves; the timer's calendar; the off-site copy as the
//     guide sets it up: the user fruit-backup, its key bound to `rrsync -ro` in authorized_keys, the ACLs, a private
//     sshd on 127.0.0.7, a pull (byte-identical, hard links kept), and what the key must not do (push, commands,
//     --rsync-path tricks, paths outside the backups folder, forwarding);
//  7. an upgrade as the guide does it: a copy beside the running site, git pull, npm ci, build, stop (SIGTERM: exit 0,
//     database closed), swap, start (migrations at start); the commit is the same one, so no migration runs here;
//  8. a restore: --check, stop, restore, start; a category made after the backup is gone; the checks of 5 again;
//  9. the log lines, the owner's way back after a reset (a known browser, an --enrol link, during an attack from
//     four addresses) and the throttle-clearing command.
// --reuse-node-modules and --reuse-build copy this checkout's node_modules and build output instead of running
// `npm ci` and `npm run build` as fruit (what `npm test` does, right after its own build). The build is reused only
// when the checkout's sources are HEAD's; otherwise it is made as fruit, as the guide says.
// One rehearsal runs at a time on a machine (one-at-a-time.ts): a second waits, and the first to run clears what a
// killed one left.
// Needs root (ports 80/443, the users), git, openssl, caddy and/or nginx, and for the off-site copy sshd, ssh,
// rsync with rrsync (and /usr/bin/python3, which rrsync runs on) and setfacl. Exit code 1 at the first failure.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describeScan, scanHost } from '../bench/observatory-scanner';
import { scriptOptions } from '../bench/script-kit';
import { ROOT } from '../harness/root';
import { SiteClient } from '../harness/site-client';
import { makeTestCertificates } from '../harness/test-certificates';
import { deadRoots, holdMachineLock, markOwner, removeDeadRoot } from './one-at-a-time';
import { which } from './tools';
import { environmentFile, unitEnvironmentLines, unitSettings } from './unit-file';

const run = promisify(execFile);
// useradd, nginx and the like live in sbin, which a plain `su` leaves out of PATH.
process.env.PATH = ['/usr/local/sbin', '/usr/sbin', '/sbin', process.env.PATH ?? '/usr/bin:/bin'].join(':');
const DEPLOY = path.join(ROOT, 'src/deploy');
const FORGED_IP = '203.0.113.9';
const FORGED_HOST = 'evil.example';
/** The forged login is sent from this loopback address, so the address the app logs can only have come from the proxy. */
const CLIENT_IP = '127.0.0.9';
/** Section 9's attack on the owner's username: four addresses, each within its own limit. */
const ATTACKER_IPS = ['127.0.0.21', '127.0.0.22', '127.0.0.23', '127.0.0.24'];
const IPS = { caddy: '127.0.0.6', nginx: '127.0.0.8' } as const;
/** The private sshd the off-site machine pulls the backups from. */
const SSH_IP = '127.0.0.7';
/** The off-site puller's user (README section 6). */
const PULLER = 'fruit-backup';
type Proxy = keyof typeof IPS;

const { values: options } = scriptOptions(
  'npm run deploy:rehearse [-- --proxy caddy|nginx|both] [--reuse-node-modules] [--reuse-build] [--observatory] [--keep]',
  {
    proxy: { type: 'string', choices: ['caddy', 'nginx', 'both'], default: 'both' },
    'reuse-node-modules': { type: 'boolean' },
    'reuse-build': { type: 'boolean' },
    observatory: { type: 'boolean' },
    keep: { type: 'boolean' },
  },
);
const PROXIES: Proxy[] = options.proxy === 'both' ? ['caddy', 'nginx'] : [options.proxy];

const started = performance.now();
const say = (line: string) => console.log(`${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  ${line}`);
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** The rehearsal's scratch roots, and theirs alone: a dead run's are found by this name (one-at-a-time.ts). */
const SCRATCH_PREFIX = 'fruit-rehearsal-';
const prefix = mkdtempSync(path.join(os.tmpdir(), SCRATCH_PREFIX));
chmodSync(prefix, 0o755);
markOwner(prefix);
/** A path of the guide, moved under the scratch root. */
const at = (guidePath: string) => path.join(prefix, guidePath);
const SRV = at('/srv/fruit-site');
const DATA = at('/var/lib/fruit-site');
const ENV_FILE = at('/etc/fruit-site/env');
const PULLER_HOME = at(`/home/${PULLER}`);
const relocate = (text: string) =>
  text
    .replaceAll('/srv/fruit-site', SRV)
    .replaceAll('/var/lib/fruit-site', DATA)
    .replaceAll('/etc/fruit-site', at('/etc/fruit-site'))
    .replaceAll('/var/log/caddy', at('/var/log/caddy'))
    .replaceAll(`/home/${PULLER}`, PULLER_HOME);

let uid = -1;
let gid = -1;
/** Everything this run started or made, so one cleanup can undo it: after success, failure, SIGTERM or SIGINT. */
const owned = { processes: new Set<ChildProcess>(), createdUser: false, createdPuller: false, createdPrivsepDir: false };
const track = (child: ChildProcess) => {
  owned.processes.add(child);
  child.once('exit', () => owned.processes.delete(child));
  return child;
};
/** What `npm run build` writes (build.mjs): the server, the browser bundles, the brand assets' compressed twins. */
const BUILD_OUTPUT = ['dist', 'static/build'];
const BUILT_TWIN = /\.(br|gz)$/;

/** The newest modification time among the files git tracks under these paths (a checkout touches what it changes). */
function newestSource(paths: string[]): Promise<number> {
  return run('git', ['-C', ROOT, 'ls-files', '-z', '--', ...paths]).then(({ stdout }) =>
    Math.max(
      ...stdout
        .split('\0')
        .filter(Boolean)
        .map((file) => statSync(path.join(ROOT, file)).mtimeMs),
    ),
  );
}

/**
 * With --reuse-build, copies this checkout's build into `into` (a clone of HEAD) and returns true, when that build
 * is HEAD's: no source differs from HEAD and none is newer than the build. Otherwise false: fruit builds.
 */
async function reuseBuild(into: string): Promise<boolean> {
  if (!options['reuse-build']) return false;
  const sources = ['src', 'static', 'build.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
  const manifest = path.join(ROOT, 'static/build/manifest.json');
  const changed = (await run('git', ['-C', ROOT, 'status', '--porcelain', '--', ...sources])).stdout.trim();
  const why =
    !existsSync(manifest) || !existsSync(path.join(ROOT, 'dist/main.js'))
      ? 'there is no build'
      : changed
        ? 'the checkout differs from HEAD'
        : statSync(manifest).mtimeMs < (await newestSource(sources))
          ? 'a source is newer than the build'
          : '';
  if (why) {
    say(`   --reuse-build: ${why}, so fruit builds`);
    return false;
  }
  for (const dir of BUILD_OUTPUT) cpSync(path.join(ROOT, dir), path.join(into, dir), { recursive: true });
  const assets = path.join(ROOT, 'static/assets');
  for (const twin of readdirSync(assets).filter((name) => BUILT_TWIN.test(name)))
    cpSync(path.join(assets, twin), path.join(into, 'static/assets', twin));
  await run('chown', ['-R', 'fruit:fruit', ...BUILD_OUTPUT.map((dir) => path.join(into, dir)), path.join(into, 'static/assets')]);
  return true;
}

/** `sudo -u fruit <command>`, with the user's home as HOME (npm's cache goes there, as on the server). */
const asFruit = (command: string[], options: { env?: Record<string, string>; cwd?: string; umask?: string; input?: string } = {}) =>
  new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
    const child = track(
      spawn(
        'setpriv',
        [
          '--reuid=fruit',
          '--regid=fruit',
          '--init-groups',
          '--',
          'sh',
          '-c',
          `umask ${options.umask ?? '0022'} && exec "$@"`,
          'sh',
          ...command,
        ],
        {
          cwd: options.cwd ?? SRV,
          env: { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: SRV, ...options.env },
        },
      ),
    );
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    // A command that never reads its input may exit before this write: its EPIPE is no failure, its exit code is.
    child.stdin!.on('error', () => {}).end(options.input ?? '');
    child.on('exit', (code) =>
      code === 0 ? resolve({ stdout, stderr }) : reject(new Error(`${command.join(' ')} exited ${code}:\n${stdout}\n${stderr}`)),
    );
  });

/** A unit file of this folder, relocated under the scratch root: key -> every value it is given. */
const unitOf = (file: string) => unitSettings(relocate(readFileSync(path.join(DEPLOY, file), 'utf8')));

/** What systemd gives the service: EnvironmentFile (KEY=VALUE lines) then Environment=. */
function unitEnvironment(unit: Map<string, string[]>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const file of unit.get('EnvironmentFile') ?? []) Object.assign(env, environmentFile(readFileSync(file, 'utf8')));
  return Object.assign(env, unitEnvironmentLines(unit));
}

function unitCommand(unit: Map<string, string[]>) {
  check(unit.get('User')?.[0] === 'fruit' && unit.get('Group')?.[0] === 'fruit', 'the unit runs as fruit:fruit');
  return {
    argv: unit.get('ExecStart')![0]!.split(/\s+/),
    /** ExecStartPost= commands, run after ExecStart succeeded, as the same user. */
    post: (unit.get('ExecStartPost') ?? []).map((line) => line.split(/\s+/)),
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
  // 'close': the process has ended and its output is all read (the log writes its last lines as it exits).
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
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
  text = text.replace(
    /^\{\n/m,
    `{\n\tlocal_certs\n\tskip_install_trust\n\tadmin off\n\tdefault_bind ${ip}\n\tstorage file_system ${storage}\n`,
  );
  const file = at('/etc/caddy/Caddyfile');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  await run('caddy', ['validate', '--config', file, '--adapter', 'caddyfile']);
  track(
    spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
      stdio: 'ignore',
      env: { ...process.env, HOME: at('/var/lib/caddy') },
    }),
  );
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
  const startedAt = performance.now();
  const { stdout, stderr } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'src/tooling/rehearsal/check-through-proxy.ts'),
      proxy.origin,
      credentials.username,
      credentials.password,
      FORGED_IP,
      CLIENT_IP,
    ],
    { cwd: ROOT, env: { ...process.env, NODE_EXTRA_CA_CERTS: proxy.caFile }, maxBuffer: 8 * 1024 * 1024 },
  ).catch((error: { stdout?: string; stderr?: string; message: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? error.message,
  }));
  let result: { ok: boolean; done?: string[]; seconds?: number[]; loadSeconds?: number; error?: string };
  try {
    result = JSON.parse(stdout.trim().split('\n').pop() ?? '') as typeof result;
  } catch {
    throw new Error(`check-through-proxy.ts printed no result:\n${stdout}\n${stderr}`);
  }
  check(result.ok, `through ${proxy.name}: ${result.error}`);
  say(`   ${proxy.name} ${proxy.origin}: ${result.done!.join('; ')}`);
  const total = (performance.now() - startedAt) / 1000;
  const steps = result.seconds!.reduce((sum, s) => sum + s, 0);
  say(
    `   ${proxy.name} check: ${total.toFixed(1)} s, of which ${(total - steps).toFixed(1)} s to start (${result.loadSeconds} s in node and its imports); each check: ${result.seconds!.join(', ')} s`,
  );
}

/** A browser at `localAddress` signing in through the proxy: its cookies kept between logins, as a browser's are. */
function browserThroughProxy(proxy: RunningProxy, localAddress: string) {
  const cookies = new Map<string, string>();
  const ca = readFileSync(proxy.caFile);
  return {
    cookies,
    login(body: { username: string; password: string; enrolment?: string }): Promise<number> {
      const json = JSON.stringify(body);
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      return new Promise((resolve, reject) => {
        const req = httpsRequest(
          `${proxy.origin}/api/auth/login`,
          {
            method: 'POST',
            ca,
            localAddress,
            agent: false,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(json),
              origin: proxy.origin,
              ...(cookie ? { cookie } : {}),
            },
          },
          (res) => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';');
              const at = pair!.indexOf('=');
              cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
            }
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(json);
      });
    },
  };
}

/**
 * Section 9, "When the owner cannot sign in", through the proxy: a password reset keeps the owner's known browser,
 * which signs in while four addresses hold the username at its ceiling; a new browser is refused until it signs in
 * with a one-time --enrol link. Returns the new credentials.
 */
async function ownerWayBack(proxy: RunningProxy, credentials: { username: string; password: string }) {
  const known = browserThroughProxy(proxy, '127.0.0.20');
  check((await known.login(credentials)) === 200, 'the owner signs in from a browser');
  check(known.cookies.has('__Host-device'), 'the browser is given a __Host-device cookie');
  const renewed = { username: credentials.username, password: `Rehearsal-${randomBytes(9).toString('base64url')}` };
  const reset = await asFruit(['node', 'dist/cli/admin-password.js'], { env: { DATA_DIR: DATA }, input: `${renewed.password}\n` });
  check(/[1-9]\d* trusted browser\(s\) kept/.test(reset.stdout), `the reset keeps the known browsers: ${reset.stdout}`);
  for (const ip of ATTACKER_IPS) {
    const attacker = browserThroughProxy(proxy, ip);
    for (let i = 0; i < 5; i++) {
      const status = await attacker.login({ username: credentials.username, password: `a guess ${ip} ${i}` });
      check(status === 401, `wrong password from ${ip}: ${status}`);
    }
  }
  const stranger = await browserThroughProxy(proxy, '127.0.0.25').login(renewed);
  check(stranger === 429, `a new browser during the attack: ${stranger}`);
  const knownStatus = await known.login(renewed);
  check(knownStatus === 200, `the known browser during the attack: ${knownStatus}`);
  const enrol = await asFruit(['node', 'dist/cli/admin-password.js', '--enrol'], { env: { DATA_DIR: DATA, PUBLIC_ORIGIN: proxy.origin } });
  const link = new RegExp(`${proxy.origin}/admin/login\\?enrol=([A-Za-z0-9_-]{43})`).exec(enrol.stdout);
  check(link, `--enrol prints a link at ${proxy.origin}: ${enrol.stdout}`);
  const phone = browserThroughProxy(proxy, '127.0.0.26');
  const enrolled = await phone.login({ ...renewed, enrolment: link[1]! });
  check(enrolled === 200, `the new browser with the link during the attack: ${enrolled}`);
  const again = await browserThroughProxy(proxy, '127.0.0.27').login({ ...renewed, enrolment: link[1]! });
  check(again === 429, `the link used a second time: ${again}`);
  say(
    `   owner's way back: reset kept the known browser; 4 addresses x 5 wrong passwords; new browser 429, known browser 200; --enrol link ${proxy.origin}/admin/login?enrol=…: 200, used again 429`,
  );
  return renewed;
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
      check(
        JSON.stringify(sent) === JSON.stringify(want),
        `${proxy.name} handed the app ${JSON.stringify(sent)}; want ${JSON.stringify(want)}`,
      );
    }
  } finally {
    await new Promise((resolve) => standIn.close(resolve));
  }
  return `${proxies.map((p) => p.name).join(' and ')} ${proxies.length > 1 ? 'replace' : 'replaces'} a forged X-Forwarded-Host (${FORGED_HOST}), -Proto and -For with ${proxies.length > 1 ? 'their' : 'its'} own`;
}

/** Section 9: every request was logged as one JSON line, and the forged client IP never reached the app. */
function checkJournal(journal: string) {
  const lines = journal
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const requests = lines.filter((l) => l.event === 'request');
  check(
    requests.length > 50 && requests.every((r) => r.method && r.path && r.status && typeof r.ms === 'number' && r.id),
    'one JSON line per request',
  );
  const failed = lines.filter((l) => l.event === 'login_failed');
  check(
    failed.some((l) => l.ip === CLIENT_IP),
    'the failed login with a forged X-Forwarded-For was logged',
  );
  check(
    failed.every((l) => l.ip === CLIENT_IP || ATTACKER_IPS.includes(l.ip as string)),
    `client IPs logged: ${[...new Set(failed.map((l) => l.ip))].join(', ')} (sent from ${[CLIENT_IP, ...ATTACKER_IPS].join(', ')}, forged ${FORGED_IP})`,
  );
  // check-through-proxy.ts sent 2 MB bodies there: the proxy refused them, so the app never answered them.
  const refusedByProxy = ['/api/contact', '/api/auth/login', '/api/admin/upload/gallery/x'];
  const reached = requests.filter((r) => refusedByProxy.includes(r.path as string) && r.status === 413);
  check(reached.length === 0, `the app answered a body the proxy must refuse: ${JSON.stringify(reached)}`);
  return { requests: requests.length, ips: [...new Set(failed.map((l) => l.ip))].join(', ') };
}

type Outcome = { code: number | null; stdout: string; stderr: string };

/** Runs a command to its end without throwing: the exit code and what it printed (killed after 30 s). */
const attempt = (file: string, argv: string[], input = '') =>
  new Promise<Outcome>((resolve) => {
    const child = track(spawn(file, argv, { stdio: ['pipe', 'pipe', 'pipe'] }));
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdin!.on('error', () => {}).end(input);
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', (error) => (stderr += error.message));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });

/** A TCP port nothing listens on at `host` just now. */
const freePort = (host: string) =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Every regular file under `dir`, as relative paths. */
function filesUnder(dir: string, prefixPath = ''): string[] {
  return readdirSync(path.join(dir, prefixPath), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(prefixPath, entry.name);
    if (entry.isDirectory()) return filesUnder(dir, rel);
    return entry.isFile() ? [rel] : [`${rel} (not a regular file)`];
  });
}

/**
 * Section 6, "Copy the backups off the machine", followed as written: the guide's commands (its shell block from
 * "On the server, once", paths moved under the scratch root, `sudo` dropped, the apt-get line left to .ci/run) with
 * a throwaway ed25519 key in the place of the off-site machine's; then a backup as the timer makes it, and the
 * off-site machine's side through a private sshd on SSH_IP: its pull, and everything its key must not be able to do.
 */
async function rehearseOffsiteCopy(backUp: () => Promise<unknown>, appPort: number) {
  say(`   off-site copy (section 6): user ${PULLER}, its key bound to rrsync -ro, ACLs; sshd on ${SSH_IP}`);
  const existing = await run('getent', ['passwd', PULLER]).then(
    (r) => r.stdout.split(':')[5],
    () => undefined,
  );
  if (existing !== undefined) {
    // Left by a rehearsal that was killed outright (its scratch root is gone): remove it, else refuse.
    check(
      existing.startsWith(path.join(os.tmpdir(), SCRATCH_PREFIX)) && !existsSync(existing),
      `a user ${PULLER} already exists (home ${existing}): the rehearsal makes its own`,
    );
    await run('userdel', [PULLER]);
  }
  const dir = at('/offsite');
  mkdirSync(dir, { recursive: true });
  mkdirSync(path.dirname(PULLER_HOME), { recursive: true });
  // Where anything the key managed to run could write (the puller's own home could be written as well): must stay empty.
  const canary = at('/canary');
  mkdirSync(canary);
  chmodSync(canary, 0o1777);
  const key = path.join(dir, 'id_ed25519');
  const hostKey = path.join(dir, 'ssh_host_ed25519_key');
  for (const file of [key, hostKey]) await run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'rehearsal', '-f', file]);
  const publicKey = readFileSync(`${key}.pub`, 'utf8').trim();

  const guide = readFileSync(path.join(DEPLOY, 'README.md'), 'utf8');
  const block = /^# On the server, once[^\n]*\n([\s\S]*?)^```/m.exec(guide)?.[1];
  check(block, 'the guide has the off-site setup block ("# On the server, once")');
  const commands = block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('sudo apt-get'));
  check(
    commands.some((c) => c.includes('useradd')) && commands.some((c) => c.includes('authorized_keys')),
    'the setup block makes the user and its authorized_keys',
  );
  for (const command of commands) {
    const line = relocate(command)
      .replace(/ssh-ed25519 AAAA\S*( [^']*)?/, publicKey)
      .replace(/(^|\| )sudo /g, '$1');
    // Every path of the guide went under the scratch root, never this machine's own.
    check(!/(^|[\s=:"'])\/(var|home|etc|srv)\//.test(line.replaceAll(prefix, 'SCRATCH')), `not moved under the scratch root: ${line}`);
    const done = await attempt('sh', ['-c', line]);
    check(done.code === 0, `${command}\n  exited ${done.code}: ${done.stderr}`);
    if (line.includes('useradd')) owned.createdPuller = true;
  }
  const authorizedKeys = path.join(PULLER_HOME, '.ssh/authorized_keys');
  check(
    statSync(authorizedKeys).uid === 0 && statSync(path.dirname(authorizedKeys)).uid === 0,
    'authorized_keys and its folder belong to root',
  );

  // The backup the timer makes next: the default ACL of the backups folder and ExecStartPost open it to the puller.
  await backUp();
  const backupsDir = path.join(DATA, 'backups');
  const names = readdirSync(backupsDir)
    .filter((n) => n.startsWith('backup-'))
    .sort();
  check(names.length === 2, `two backups: ${names.join(', ')}`);
  const acl = (await run('getfacl', ['-cp', path.join(backupsDir, names[1]!, 'app.db')])).stdout;
  check(
    /^group::---$/m.test(acl) && new RegExp(`^group:${PULLER}:r-[x-]\\s+#effective:r--$|^group:${PULLER}:r--$`, 'm').test(acl),
    `the new backup's ACL:\n${acl}`,
  );

  // sshd as the server runs it, but on its own address, port, host key and configuration.
  if (!existsSync('/run/sshd')) {
    mkdirSync('/run/sshd', { mode: 0o755 });
    owned.createdPrivsepDir = true;
  }
  const sshPort = await freePort(SSH_IP);
  const sshdConfig = path.join(dir, 'sshd_config');
  writeFileSync(
    sshdConfig,
    [
      `ListenAddress ${SSH_IP}:${sshPort}`,
      `HostKey ${hostKey}`,
      'PidFile none',
      // The guide's place for the key: ~/.ssh/authorized_keys (sshd's default, said here explicitly).
      'AuthorizedKeysFile .ssh/authorized_keys',
      'StrictModes yes',
      `AllowUsers ${PULLER}`,
      'PermitRootLogin no',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      // No PAM session in a container (pam_loginuid); the user's password is '*', which sshd takes as "no password, not locked".
      'UsePAM no',
      'LogLevel VERBOSE',
      '',
    ].join('\n'),
  );
  const sshdPath = which('sshd')!;
  const sshd = track(spawn(sshdPath, ['-D', '-e', '-f', sshdConfig], { stdio: ['ignore', 'ignore', 'pipe'] }));
  let sshdLog = '';
  sshd.stderr!.setEncoding('utf8').on('data', (d: string) => (sshdLog += d));
  await waitForTcp(SSH_IP, sshPort);
  const knownHosts = path.join(dir, 'known_hosts');
  writeFileSync(knownHosts, `[${SSH_IP}]:${sshPort} ${readFileSync(`${hostKey}.pub`, 'utf8')}`);
  const ssh = [
    'ssh',
    '-F',
    '/dev/null',
    '-i',
    key,
    '-p',
    String(sshPort),
    '-o',
    'IdentitiesOnly=yes',
    '-o',
    'BatchMode=yes',
    '-o',
    `UserKnownHostsFile=${knownHosts}`,
    '-o',
    'GlobalKnownHostsFile=/dev/null',
    '-o',
    'StrictHostKeyChecking=yes',
    '-o',
    'LogLevel=ERROR',
  ];
  const remote = `${PULLER}@${SSH_IP}`;
  const rsync = (...argv: string[]) => attempt('rsync', ['-e', ssh.join(' '), ...argv]);
  const why = (o: Outcome) =>
    `exit ${o.code}: ${(o.stderr || o.stdout).trim().split('\n').slice(-2).join(' / ')}\n--- sshd ---\n${sshdLog.slice(-1500)}`;

  // The guide's first connection, to accept the host key: `true` is the one command rrsync answers (with nothing).
  const first = await attempt(ssh[0]!, [...ssh.slice(1), remote, 'true']);
  check(first.code === 0 && first.stdout === '', `ssh ${remote} true: ${why(first)}`);
  // The guide's pull: rsync -aH --exclude '.tmp-*' -e 'ssh -i KEY' fruit-backup@server: ~/fruit-site-backups/
  const copy = path.join(dir, 'fruit-site-backups');
  const pulled = await rsync('-aH', '--exclude', '.tmp-*', `${remote}:`, `${copy}/`);
  check(pulled.code === 0, `the off-site pull: ${why(pulled)}`);
  const sourceFiles = filesUnder(backupsDir).sort();
  const copiedFiles = filesUnder(copy).sort();
  check(
    JSON.stringify(copiedFiles) === JSON.stringify(sourceFiles),
    `pulled ${copiedFiles.length} files, the backups hold ${sourceFiles.length}`,
  );
  check(
    sourceFiles.every((f) => readFileSync(path.join(copy, f)).equals(readFileSync(path.join(backupsDir, f)))),
    'every pulled file is byte-identical',
  );
  // The second backup's uploads that are hard links to the first's: the same pairs must be links in the copy (-H).
  const sameFile = (root: string, f: string) => {
    const older = path.join(root, names[0]!, f.slice(names[1]!.length + 1));
    return existsSync(older) && statSync(older).ino === statSync(path.join(root, f)).ino;
  };
  const linkedInSource = sourceFiles.filter((f) => f.startsWith(`${names[1]}/uploads/`) && sameFile(backupsDir, f));
  const linkedInCopy = linkedInSource.filter((f) => sameFile(copy, f));
  check(
    linkedInSource.length > 0 && linkedInCopy.length === linkedInSource.length,
    `hard links kept: ${linkedInCopy.length} of ${linkedInSource.length}`,
  );
  say(
    `   pull: rsync -aH as ${PULLER}: ${names.length} backups, ${copiedFiles.length} files byte-identical, ${linkedInCopy.length} hard links kept`,
  );

  const snapshot = () =>
    filesUnder(backupsDir)
      .map((f) => `${f} ${statSync(path.join(backupsDir, f)).size}`)
      .sort()
      .join('\n');
  const before = snapshot();
  const pushed = path.join(dir, 'pushed.txt');
  writeFileSync(pushed, 'pushed\n');
  const sshTo = (...argv: string[]) => attempt(ssh[0]!, [...ssh.slice(1), ...argv]);
  const outside = ['../app.db', '../secret', '/etc/shadow', `${DATA}/app.db`, '..'];
  const trials: Array<[string, () => Promise<Outcome>]> = [
    // A push, into the folder itself and to a name in it.
    ['push', () => rsync('-a', pushed, `${remote}:`)],
    ['push to a name', () => rsync('-a', pushed, `${remote}:pushed.txt`)],
    // Commands, with and without a shell, and no command at all (a login shell fed by stdin).
    ['ssh id', () => sshTo(remote, 'id')],
    ['ssh sh -c id', () => sshTo(remote, 'sh', '-c', `'id; id > ${canary}/sh-c'`)],
    ['ssh with no command', () => attempt(ssh[0]!, [...ssh.slice(1), remote], `id > ${canary}/shell\nid\n`)],
    ['ssh rsync --server with --rsh', () => sshTo(remote, `rsync --server --sender --rsh='sh -c id' . .`)],
    // rsync's ways to choose the remote command.
    ["--rsync-path='sh -c id'", () => rsync('-aH', '--rsync-path=sh -c id', `${remote}:`, path.join(dir, 'trick1/'))],
    [
      '--rsync-path with a command before rsync',
      () => rsync('-aH', `--rsync-path=id > ${canary}/rsync-path; rsync`, `${remote}:`, path.join(dir, 'trick2/')),
    ],
    // An -e that names the host and a command of its own: ssh then asks for "touch ... ; <host> rsync --server ...".
    [
      '-e with a command of its own',
      () => attempt('rsync', ['-aH', '-e', `${ssh.join(' ')} ${remote} touch ${canary}/rsh ;`, `${remote}:`, path.join(dir, 'trick3/')]),
    ],
    // Paths outside the backups folder: the data directory's database and secret, /etc/shadow, the data directory
    // by its full path.
    ...outside.map((target, i): [string, () => Promise<Outcome>] => [
      `a pull of ${target}`,
      () => rsync('-aH', `${remote}:${target}`, path.join(dir, `outside-${i}/`)),
    ]),
    // The key must not open tunnels (here to the app's own port, behind the proxy's back).
    ['stdio forwarding to the app', () => sshTo('-W', `127.0.0.1:${appPort}`, remote)],
  ];
  // A few at a time (sshd drops unauthenticated connections beyond MaxStartups, 10).
  const outcomes: Outcome[] = [];
  for (let i = 0; i < trials.length; i += 6) outcomes.push(...(await Promise.all(trials.slice(i, i + 6).map(([, trial]) => trial()))));
  for (const [i, [what]] of trials.entries()) {
    check(
      outcomes[i]!.code !== 0 && !/uid=\d+/.test(outcomes[i]!.stdout + outcomes[i]!.stderr),
      `${what} was not refused: ${why(outcomes[i]!)}`,
    );
  }
  const leaked = outside.flatMap((_, i) => (existsSync(path.join(dir, `outside-${i}`)) ? filesUnder(path.join(dir, `outside-${i}`)) : []));
  check(leaked.length === 0, `a pull outside the backups folder got ${leaked.join(', ')}`);
  // The sender must not delete what it sent.
  await rsync('-aH', '--remove-source-files', `${remote}:`, path.join(dir, 'trick4/'));
  check(snapshot() === before, 'the backups folder is as it was');
  check(readdirSync(canary).length === 0, `the key ran a command: ${readdirSync(canary).join(', ')}`);
  const refusals = trials
    .map(([what]) => what)
    .filter((what) => !what.startsWith('a pull of '))
    .concat('paths outside the folder');
  say(`   refused, nothing run or written: ${refusals.join('; ')}; --remove-source-files removed nothing`);
  sshd.kill('SIGTERM');
}

async function main() {
  check(process.getuid?.() === 0, 'run as root: the rehearsal makes a system user and listens on ports 80 and 443');
  const running: { service?: Service; proxies: RunningProxy[] } = { proxies: [] };
  try {
    await holdMachineLock(path.join(os.tmpdir(), 'fruit-rehearsal.lock'), () =>
      say('   another rehearsal runs on this machine: waiting for it to end'),
    );
    for (const root of deadRoots(os.tmpdir(), SCRATCH_PREFIX, prefix)) {
      const killed = removeDeadRoot(root);
      say(`   removed what a killed rehearsal left: ${root}${killed.length ? ` and its ${killed.length} processes` : ''}`);
    }
    say(`1. Node.js ${process.version} (production: 24 LTS); scratch root ${prefix}`);
    if (
      await run('id', ['-u', 'fruit']).then(
        () => false,
        () => true,
      )
    ) {
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
    if (options['reuse-node-modules']) {
      cpSync(path.join(ROOT, 'node_modules'), path.join(SRV, 'node_modules'), { recursive: true, verbatimSymlinks: true });
      await run('chown', ['-R', 'fruit:fruit', path.join(SRV, 'node_modules')]);
      say(`   ${head}; node_modules copied (--reuse-node-modules)`);
    } else {
      const t0 = performance.now();
      await asFruit(['npm', 'ci', '--no-audit', '--no-fund'], { env: await nodeHeaders() });
      say(`   ${head}; npm ci in ${((performance.now() - t0) / 1000).toFixed(0)} s (better-sqlite3 built from source)`);
    }
    const reused = await reuseBuild(SRV);
    if (reused) say(`   build copied from the checkout (--reuse-build)`);
    else await asFruit(['npm', 'run', 'build']);
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
    say(
      `   PUBLIC_ORIGIN=${origin} TRUST_PROXY=true HOST=127.0.0.1 PORT=${port}${port === 3000 ? '' : ' (3000 was taken)'}, mode 0640 root:fruit`,
    );

    say('4. fruit-site.service: first start');
    running.service = await startService();
    const created = /An admin account was created\. Username: (\S+)\s+Password: (\S+)/.exec(running.service.journal());
    check(created, 'the journal shows the admin account and its one-time password');
    const dataMode = (statSync(DATA).mode & 0o777).toString(8);
    say(
      `   started as fruit; journal: "An admin account was created. Username: ${created[1]} Password: (${created[2]!.length} characters)"; ${DATA} mode ${dataMode}`,
    );
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
      if (options.observatory) {
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
    /** `systemctl start fruit-site-backup.service`: ExecStart, then each ExecStartPost, as the unit's user. */
    const backUp = async () => {
      const out = await asFruit(backupUnit.argv, { cwd: backupUnit.cwd, env: backupUnit.env, umask: backupUnit.umask });
      for (const post of backupUnit.post) await asFruit(post, { cwd: backupUnit.cwd, env: backupUnit.env, umask: backupUnit.umask });
      return out;
    };
    const backupOut = await backUp();
    const backups = readdirSync(path.join(DATA, 'backups'));
    check(backups.length === 1, 'one backup in DATA_DIR/backups');
    const backupDir = path.join(DATA, 'backups', backups[0]!);
    check(
      (statSync(backupDir).mode & 0o707) === 0o700 && statSync(backupDir).uid === uid,
      'the backup belongs to fruit, nothing for others',
    );
    check((await health(port)).lastBackupAt, '/healthz shows the last backup');
    say(`   ${backupOut.stdout.trim().split('\n')[0]}`);
    await rehearseOffsiteCopy(backUp, port);
    const onCalendar = /OnCalendar=(.*)/.exec(readFileSync(path.join(DEPLOY, 'fruit-site-backup.timer'), 'utf8'))![1]!;
    const calendar = await run('systemd-analyze', ['calendar', onCalendar]).then(
      (r) => /Next elapse: (.*)/.exec(r.stdout)?.[1]?.trim(),
      () => 'systemd-analyze not installed',
    );
    say(`   timer OnCalendar=${onCalendar}: next ${calendar}`);

    // A change made after the backup: the restore must take it away again.
    const owner = new SiteClient(`http://127.0.0.1:${port}`);
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
    if (!options['reuse-node-modules']) await asFruit(['npm', 'ci', '--no-audit', '--no-fund'], { cwd: NEXT, env: await nodeHeaders() });
    // The same commit: the copy's build is already HEAD's when it was reused in step 2.
    if (!reused) await asFruit(['npm', 'run', 'build'], { cwd: NEXT });
    await stopService(running.service);
    renameSync(SRV, `${SRV}.old`);
    renameSync(NEXT, SRV);
    running.service = await startService();
    await health(port);
    say(
      `   git pull: ${pulled.stdout.trim().split('\n').pop()}; ${reused ? 'build reused' : 'built'} beside the running site; stopped (exit 0, no -wal), swapped, started; /healthz ok`,
    );

    say('8. restore');
    const checked = await asFruit(['node', 'dist/cli/restore.js', backupDir, '--check']);
    say(`   ${checked.stdout.trim()}`);
    await stopService(running.service);
    const restored = await asFruit(['node', 'dist/cli/restore.js', backupDir], { env: { DATA_DIR: DATA } });
    check(
      readdirSync(DATA).some((f) => f.startsWith('pre-restore-')),
      'the replaced data is kept in pre-restore-<time>/',
    );
    say(`   ${restored.stdout.trim().split('\n')[0]}`);
    running.service = await startService();
    await health(port);
    const after = (await (await fetch(`http://127.0.0.1:${port}/api/categories`)).json()) as Array<{ id: number; name: string }>;
    check(!after.some((c) => c.name === 'Made after the backup'), 'the category made after the backup is gone');
    check(JSON.stringify(after.map((c) => c.id)) === JSON.stringify(before.map((c) => c.id)), 'the categories are those of the backup');
    say(`   the restored site has the backup's ${after.length} categories, not the one made after it`);
    await checkThroughProxy(activeProxy, credentials);

    say('9. day to day');
    await ownerWayBack(activeProxy, credentials);
    const cleared = await asFruit(['node', 'dist/cli/admin-password.js', '--clear-throttle'], { env: { DATA_DIR: DATA } });
    say(`   ${cleared.stdout.trim().split('\n').pop()}`);
    // Stopped first: request lines are written in batches, the last of them as the service exits.
    await stopService(running.service);
    const logged = checkJournal(running.service.journal());
    running.service = undefined;
    say(
      `   ${logged.requests} request log lines (method, path, status, ms, id) since the last start; failed logins logged from ${logged.ips} (the clients), never ${FORGED_IP} (forged)`,
    );
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
  if (owned.createdPuller) {
    // Also removes its group of the same name (USERGROUPS_ENAB); its home is in the scratch root.
    await run('userdel', [PULLER]).catch((error: Error) => console.error(`userdel ${PULLER}: ${error.message}`));
    owned.createdPuller = false;
  }
  if (owned.createdPrivsepDir) {
    try {
      rmdirSync('/run/sshd');
    } catch (error) {
      console.error(`rmdir /run/sshd: ${(error as Error).message}`);
    }
    owned.createdPrivsepDir = false;
  }
  if (!options.keep) rmSync(prefix, { recursive: true, force: true });
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
