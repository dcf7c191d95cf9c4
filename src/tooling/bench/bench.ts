// npm run bench [-- --seconds 6 --rounds 9 --round-seconds 2 --connections 50 --threads 1 --markdown FILE]
// Method, rows, references and targets: README.md beside this file.
// Starts the production build on loopback with a temporary, seeded data directory (a first start: the starter
// catalogue, with the images the build made of its artwork), configured as env.example ships it (the request log
// on) and run as the systemd unit runs it, and measures it with wrk, next to references measured in the same run,
// each in its own process:
// - a bare Koa app sending the same bytes with the same encoding (bare-koa.mjs: our stack's ceiling), for the cached
//   home page with brotli and without compression, in the same rounds as a second server with LOG_REQUESTS=false
//   on a copy of the app's data (what the request log costs);
// - nginx serving the same brotli response (body and headers) from disk (the machine's ceiling), and the same nginx,
//   same worker settings and open_file_cache, in front of the server with the deployment's cache
//   (src/deploy/nginx-cache.conf, warm).
// Every server under test runs on CPU 0 (taskset -c 0), wrk and this script on CPU 1, so the two never share a core.
// Each of those three comparisons runs in alternating rounds (ours, reference, reference, ours, ...), so load that
// comes and goes on the machine meets both sides alike; its ratio is the median of the rounds' ratios, printed with
// their spread (lowest-highest), which says how far one run of this bench can be trusted on this machine. Beside it,
// the same comparison by CPU time per request (each server's processes, from /proc): while both servers keep their
// core busy the two ratios agree, so a gap between them says that something other than a server's own work (wrk,
// the loopback) set one side's pace. Both move with the machine's other load alike: a busy host slows the CPU
// time of the same work too.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asEnvExampleConfiguresIt, startBuiltServer } from '../harness/built-server';
import { makePng } from '../harness/images';
import { ROOT } from '../harness/root';
import { sendFrom } from '../harness/send-from';
import { freePort, type LocalNginx, loopbackSite, startNginx } from '../rehearsal/nginx-local';
import { which } from '../rehearsal/tools';
import { appMemory, cpuSeconds, MiB, median, procMemory, scriptOptions, treeCpuSeconds, treeMemory } from './script-kit';

const run = promisify(execFile);
// wrk takes whole seconds (-d).
const { values: options } = scriptOptions(
  'npm run bench [-- --seconds 6 --rounds 9 --round-seconds 2 --connections 50 --threads 1 --markdown FILE]',
  {
    seconds: { type: 'number', default: 6, integer: true },
    connections: { type: 'number', default: 50, integer: true },
    threads: { type: 'number', default: 1, integer: true },
    // Nine rounds: with three, the same server measured against itself gave round ratios from 0.69 to 1.44 on the
    // shared 2-core development machine, so a median of three could land anywhere within ±0.2 of the truth by chance.
    rounds: { type: 'number', default: 9, integer: true },
    'round-seconds': { type: 'number', default: 2, integer: true },
    /** Also writes the run's table and targets, as Markdown, to this file. */
    markdown: { type: 'string' },
  },
);
const SECONDS = options.seconds;
const CONNECTIONS = options.connections;
const THREADS = options.threads;
const ROUNDS = options.rounds;
const ROUND_SECONDS = options['round-seconds'];
const USER = { username: 'bench', password: 'bench password for the run' };
/** Servers under test on one core, the load generator on the other. */
const SERVER_CPU = '0';
const WRK_CPU = '1';
const TARGETS = { vsBareKoa: 0.7, p99Ms: 25, rssMiB: 150, vsNginxStatic: 0.8 };

type Row = {
  name: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  rssMiB: number | null;
  errors: number;
  /** Microseconds of CPU its processes spent per request (median of its runs). */
  cpuUs: number;
  /** Against the reference named by `label`: a median of paired rounds (with their lowest and highest), or a plain quotient. */
  ratio?: Ratio & { label: string };
  /** The same comparison by CPU per request (the reference's over ours, round by round): equal to the throughput
   * ratio while both servers keep their core busy; apart when something else set one side's pace. */
  cpuRatio?: Ratio;
  /** Its runs, when more than one (the figures are their medians). */
  runs?: number;
};
/** A ratio, and for one of paired rounds (the median of the rounds' ratios), their lowest and highest. */
type Ratio = { value: number; spread?: [number, number] };
/**
 * What wrk loads: one server under test, whose memory is `pids` (with their children: the app's image process);
 * `logLines` counts the lines the server has written to stdout so far (its request log).
 */
type Target = { name: string; url: string; pids: number[]; extra: string[]; withChildren?: boolean; logLines?: () => number };
type Run = {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  peakMiB: number;
  cpuUs: number;
  /** Lines on the server's stdout per request answered (with `logLines`): 1 with the request log on. */
  logLinesPerRequest?: number;
};

/** Status fields of /proc/<pid>/status in MiB (VmRSS now, VmHWM the peak since the process started). */
const procMiB = (pid: number, field: 'VmRSS' | 'VmHWM') => procMemory(pid, field) / MiB;

const sumMiB = (pids: number[], field: 'VmRSS' | 'VmHWM') => pids.reduce((sum, pid) => sum + procMiB(pid, field), 0);

/** wrk's latency ("850.00us", "5.41ms", "1.02s") in milliseconds. */
function toMs(value: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(value);
  if (!m) return Number.NaN;
  return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2] as 'us' | 'ms' | 's'];
}

async function wrk(url: string, seconds: number, extra: string[]): Promise<string> {
  const args = [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...extra, url];
  const { stdout } = await run('taskset', ['-c', WRK_CPU, 'wrk', ...args], { maxBuffer: 1 << 20 });
  return stdout;
}

const targetMiB = (target: Target) =>
  target.withChildren ? target.pids.reduce((sum, pid) => sum + treeMemory(pid) / MiB, 0) : sumMiB(target.pids, 'VmRSS');

/** The CPU seconds the target's processes (with `withChildren`, with their children) have used so far. */
const targetCpu = (target: Target) =>
  target.pids.reduce((sum, pid) => sum + (target.withChildren ? treeCpuSeconds(pid) : cpuSeconds(pid)), 0);

/** One wrk run against the target while the RSS of its processes is sampled, and their CPU time counted. */
async function runOnce(target: Target, seconds: number): Promise<Run> {
  const linesBefore = target.logLines?.();
  const cpuBefore = targetCpu(target);
  let peak = targetMiB(target);
  const timer = setInterval(() => (peak = Math.max(peak, targetMiB(target))), 200);
  const stdout = await wrk(target.url, seconds, target.extra).finally(() => clearInterval(timer));
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  // The log is flushed every 4 KiB and every second, so a run's count is short by the lines still in the buffer at
  // its end and long by those of the warm-up before it: a few dozen of thousands.
  const logLinesPerRequest = linesBefore === undefined || !requests ? undefined : (target.logLines!() - linesBefore) / requests;
  return {
    ...(logLinesPerRequest === undefined ? {} : { logLinesPerRequest }),
    cpuUs: requests ? ((targetCpu(target) - cpuBefore) * 1e6) / requests : Number.NaN,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0),
    p50Ms: toMs(/\s50%\s+(\S+)/.exec(stdout)?.[1] ?? '?'),
    p99Ms: toMs(/\s99%\s+(\S+)/.exec(stdout)?.[1] ?? '?'),
    errors: non2xx + (socketErrors ? socketErrors.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
    peakMiB: peak,
  };
}

/** A row from one run or more: medians of throughput and latency, all errors, the highest memory. */
function toRow(target: Target, runs: Run[]): Row {
  const row: Row = {
    name: target.name,
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    cpuUs: median(runs.map((r) => r.cpuUs).filter((us) => us > 0)),
    rssMiB: target.pids.length ? Math.round(Math.max(...runs.map((r) => r.peakMiB))) : null,
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    ...(runs.length > 1 ? { runs: runs.length } : {}),
  };
  console.log(`  ${row.name}: ${row.rps} req/s, p99 ${ms(row.p99Ms)}, ${row.errors} errors${row.runs ? ` (median of ${row.runs})` : ''}`);
  return row;
}

/** One row of SECONDS. */
const measure = async (target: Target) => toRow(target, [await runOnce(target, SECONDS)]);

/**
 * The targets in ROUNDS rounds of ROUND_SECONDS each, one after the other, the order reversed every other round
 * (ours, reference, then reference, ours), so a burst of other work on the machine that lands on one side in one
 * round does not decide a comparison. Each round is warmed like the first: a server that sat idle while the others
 * ran meets its 50 connections again unrecorded, so a round measures the steady state, not the wake-up.
 */
async function inRounds(targets: Target[]): Promise<Run[][]> {
  const runs: Run[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    const order = targets.map((_, i) => i);
    if (round % 2) order.reverse();
    for (const i of order) {
      await warmUp(targets[i]!.url, targets[i]!.extra);
      runs[i]!.push(await runOnce(targets[i]!, ROUND_SECONDS));
    }
  }
  return runs;
}

/** The median of `values` with their lowest and highest; undefined for none. */
function spreadRatio(values: number[]): Ratio | undefined {
  return values.length ? { value: median(values), spread: [Math.min(...values), Math.max(...values)] } : undefined;
}

/**
 * `ours` against `theirs`, measured in the same rounds: the median of the rounds' throughput ratios, and the same
 * by CPU per request (theirs over ours). A run that served nothing, or whose CPU time read 0, has no CPU per
 * request: left out, not counted as 0 or ∞.
 */
function paired(ours: Run[], theirs: Run[]): { ratio: Ratio; cpuRatio?: Ratio } {
  const cpuRatio = spreadRatio(ours.map((run, i) => theirs[i]!.cpuUs / run.cpuUs).filter((r) => Number.isFinite(r) && r > 0));
  return { ratio: spreadRatio(ours.map((run, i) => run.rps / theirs[i]!.rps))!, ...(cpuRatio ? { cpuRatio } : {}) };
}

/** Ours against its reference in alternating rounds: ours with its ratio to the reference, and the reference. */
async function compare(ours: Target, reference: Target, label: string): Promise<[Row, Row]> {
  const [a, b] = (await inRounds([ours, reference])) as [Run[], Run[]];
  const { ratio, cpuRatio } = paired(a, b);
  return [{ ...toRow(ours, a), ratio: { ...ratio, label }, ...(cpuRatio ? { cpuRatio } : {}) }, toRow(reference, b)];
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * Every page the sitemap lists (each in all four languages), fetched once with brotli: the page cache holds the
 * whole site as a crawler leaves it, so the peak RSS counts it.
 */
async function crawlSitemap(url: string) {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')));
  for (const page of pages) {
    const res = await fetch(url + page.pathname + page.search, { headers: { 'accept-encoding': 'br' } });
    if (res.status !== 200) throw new Error(`crawl: ${page.pathname}${page.search} answered ${res.status}`);
    await res.arrayBuffer();
  }
  console.log(`bench: crawled the sitemap's ${pages.length} pages (every page in each language) into the page cache`);
}

/** Unrecorded load first, so every server meets the measured run warm (JIT, caches, connections). */
const warmUp = (url: string, extra: string[] = []) => wrk(url, 1, extra);

/** A server under test in its own process on SERVER_CPU; resolves once it prints its port. */
async function startPinned(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn('taskset', ['-c', SERVER_CPU, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}) before listening`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The raw bytes of a response, as wrk gets them (no decompression), checked to be the same on every server. */
async function rawBody(url: string, encoding: string): Promise<{ body: Buffer; headers: Record<string, unknown> }> {
  const reply = await sendFrom(url, 'GET', { headers: { 'accept-encoding': encoding } });
  if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`);
  return { body: reply.body, headers: reply.headers };
}

/** Headers nginx makes itself for any response (the static reference's ETag is the file's). */
const NGINX_OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'content-encoding',
  'etag',
  'server',
  'transfer-encoding',
  'last-modified',
  'accept-ranges',
]);

/** A header value as an nginx quoted string (no variables: a `$` would be one). */
function nginxString(value: string): string {
  if (value.includes('$')) throw new Error(`a header value with $: ${value}`);
  return value.replaceAll('\\', '\\\\').replaceAll('"', '\\"');
}

function assertSameBytes(what: string, a: Buffer, b: Buffer): void {
  if (!a.equals(b)) throw new Error(`${what}: not the same bytes (${a.length} vs ${b.length})`);
}

/**
 * The owner's login (production scrypt) alone, then while one address floods the login with 150 wrong passwords
 * at once (SECURITY F17): the flood is turned away per client, so the owner's time should barely move.
 */
async function loginUnderFlood(url: string): Promise<string[]> {
  const timeOwner = async (from: string) => {
    const started = performance.now();
    const { status } = await sendFrom(`${url}/api/auth/login`, 'POST', { from, json: USER });
    if (status !== 200) throw new Error(`the owner's login answered ${status}`);
    return performance.now() - started;
  };
  const quiet = [await timeOwner('127.0.0.5'), await timeOwner('127.0.0.5'), await timeOwner('127.0.0.5')];
  const flood = Promise.all(
    Array.from({ length: 150 }, (_, i) =>
      sendFrom(`${url}/api/auth/login`, 'POST', {
        from: '127.0.0.4',
        json: { username: USER.username, password: `wrong guess ${i}` },
      }).then((r) => r.status),
    ),
  );
  await new Promise((r) => setTimeout(r, 300));
  const during = await timeOwner('127.0.0.6');
  const statuses: Record<number, number> = {};
  for (const s of await flood) statuses[s] = (statuses[s] ?? 0) + 1;
  return [
    `owner's login alone (3 runs): ${quiet.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`,
    `owner's login during a 150-request flood from one address: ${during.toFixed(0)} ms (flood answered ${JSON.stringify(statuses)})`,
  ];
}

/** The multipart body of a small PNG upload, as a wrk script that posts it with the admin's cookie. */
async function uploadScript(file: string, cookie: string): Promise<void> {
  const png = await makePng(32, 32, { r: 245, g: 158, b: 11 });
  const boundary = 'benchboundary';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n${png.toString('latin1')}\r\n--${boundary}--\r\n`;
  writeFileSync(
    file,
    `wrk.method = "POST"\nwrk.headers["Content-Type"] = "multipart/form-data; boundary=${boundary}"\nwrk.headers["Cookie"] = "${cookie}"\nwrk.body = ${JSON.stringify(body).replace(/\\u00([0-9a-f]{2})/gi, '\\x$1')}\n`,
    'latin1',
  );
}

async function main() {
  for (const bin of ['wrk', 'taskset']) {
    if (!which(bin)) {
      console.error(`bench: ${bin} is needed (Debian: apt-get install ${bin === 'taskset' ? 'util-linux' : bin}).`);
      process.exit(1);
    }
  }
  if (os.cpus().length < 2) {
    console.error('bench: needs 2 CPUs (the servers on one, wrk on the other).');
    process.exit(1);
  }
  // This script only samples memory and starts things: it stays off the servers' core, with wrk.
  await run('taskset', ['-a', '-pc', WRK_CPU, String(process.pid)]);
  const nginxBin = which('nginx');
  const started = performance.now();
  const loadAtStart = os.loadavg().map((l) => l.toFixed(2));
  console.log(`bench: load average ${loadAtStart.join(', ')} (other work on this machine makes every figure noisier)`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fruit-bench-'));
  const cleanups: Array<() => Promise<unknown>> = [async () => rmSync(dataDir, { recursive: true, force: true })];
  const rows: Row[] = [];
  const peaks: string[] = [];
  // The app's memory over its whole life, from the spawn on: the server and its image process together (the
  // child that does the image work, the first start's starter images among it), every 100 ms.
  let lifePeak = 0;
  // The same with the node executable counted once (appMemory): the image process runs the server's executable.
  let lifeOnce = 0;
  let lifeSampler: NodeJS.Timeout | undefined;
  cleanups.push(async () => clearInterval(lifeSampler));
  try {
    // Seeded like a first start: the starter catalogue and its images (made by the build) before the port opens.
    console.log('bench: starting the production build as env.example configures it (first start, request log on) on CPU 0 ...');
    // As the operator's env file has it: the public origin is https (HSTS, the __Host- cookie) and every page names
    // it whichever port it was asked on, so the app, the references and the cache all send the same bytes; the proxy
    // trusted; one JSON line per request on stdout. The admin account as a first start's two lines give it.
    const shipped = { ...asEnvExampleConfiguresIt(), SEED_DEMO: 'true', ADMIN_USERNAME: USER.username, ADMIN_PASSWORD: USER.password };
    // systemd hands the server's stdout to the journal; here this script reads it, counting the lines.
    let logLines = 0;
    const server = await startBuiltServer({
      dataDir: path.join(dataDir, 'data'),
      timeoutMs: 300_000,
      cpus: SERVER_CPU,
      env: shipped,
      onStdout: (chunk) => {
        for (let i = chunk.indexOf('\n'); i >= 0; i = chunk.indexOf('\n', i + 1)) logLines++;
      },
      onSpawn: (pid) => {
        lifeSampler = setInterval(() => {
          lifePeak = Math.max(lifePeak, treeMemory(pid) / MiB);
          lifeOnce = Math.max(lifeOnce, appMemory(pid) / MiB);
        }, 100);
      },
    });
    cleanups.unshift(() => server.kill());
    const { url } = server;
    const app = [server.child.pid!];
    console.log(
      `bench: started in ${((performance.now() - started) / 1000).toFixed(0)} s (RSS now ${procMiB(app[0]!, 'VmRSS').toFixed(0)} MiB; ` +
        `peak while starting ${Math.max(lifePeak, procMiB(app[0]!, 'VmHWM')).toFixed(0)} MiB, the image process included)`,
    );

    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(USER),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const categories = (await (await fetch(`${url}/api/categories`)).json()) as Array<{ id: number }>;
    const br = await rawBody(`${url}/`, 'br');
    const identity = await rawBody(`${url}/`, 'identity');
    if (br.headers['content-encoding'] !== 'br' || identity.headers['content-encoding'] !== undefined) throw new Error('encodings');
    const etag = String(br.headers.etag);
    const brHeader = ['-H', 'Accept-Encoding: br'];
    const identityHeader = ['-H', 'Accept-Encoding: identity'];
    const files = path.join(dataDir, 'files');
    mkdirSync(files);
    writeFileSync(path.join(files, 'index.html.br'), br.body);
    writeFileSync(path.join(files, 'index.html'), identity.body);
    const TYPE = 'text/html; charset=utf-8';

    // The cached home page against bare Koa sending the same bytes with the same encoding.
    const bareKoa = async (encoding: 'br' | 'identity') => {
      const file = path.join(files, encoding === 'br' ? 'index.html.br' : 'index.html');
      const ref = await startPinned([
        process.execPath,
        path.join(ROOT, 'src/tooling/bench/bare-koa.mjs'),
        file,
        TYPE,
        ...(encoding === 'br' ? ['br'] : []),
      ]);
      cleanups.unshift(() => stop(ref.child));
      assertSameBytes(`bare Koa ${encoding}`, (await rawBody(ref.url, encoding)).body, encoding === 'br' ? br.body : identity.body);
      return ref;
    };
    // The same build and settings with the request log off, in the same rounds: what the log costs, beside what
    // ships. Its data is the app's, copied with the backup and restore commands: a first start of its own would name
    // the starter images afresh, and the pages would differ in those names.
    const copies = path.join(dataDir, 'backups');
    const logOffData = path.join(dataDir, 'data-log-off');
    mkdirSync(logOffData);
    const cli = (name: string, args: string[], data: string) =>
      run(process.execPath, [path.join(ROOT, `dist/cli/${name}.js`), ...args], { env: { ...process.env, DATA_DIR: data } });
    await cli('backup', [copies], path.join(dataDir, 'data'));
    await cli('restore', [path.join(copies, readdirSync(copies)[0]!)], logOffData);
    const quiet = await startBuiltServer({
      dataDir: logOffData,
      timeoutMs: 300_000,
      cpus: SERVER_CPU,
      env: { ...shipped, LOG_REQUESTS: 'false' },
    });
    cleanups.unshift(() => quiet.kill());
    for (const encoding of ['br', 'identity']) {
      assertSameBytes(
        `LOG_REQUESTS=false, ${encoding}`,
        (await rawBody(`${quiet.url}/`, encoding)).body,
        encoding === 'br' ? br.body : identity.body,
      );
    }
    const home: Record<string, Row> = {};
    const bare: Record<string, Row> = {};
    /** The rows of the server as shipped (the others are references or the server with the log off). */
    const appRows = new Set<Row>();
    /** What the request log costs: the server as shipped against the one with the log off, per encoding. */
    const logCost: string[] = [];
    await warmUp(`${url}/`, brHeader);
    await crawlSitemap(url);
    for (const [encoding, extra] of [
      ['br', brHeader],
      ['identity', identityHeader],
    ] as const) {
      const ref = await bareKoa(encoding);
      const pid = ref.child.pid!;
      const label = `bare Koa, ${encoding}`;
      const targets: [Target, Target, Target] = [
        { name: `GET / (${encoding})`, url: `${url}/`, pids: app, withChildren: true, extra: [...extra], logLines: () => logLines },
        {
          name: `GET / (${encoding}), LOG_REQUESTS=false`,
          url: `${quiet.url}/`,
          pids: [quiet.child.pid!],
          withChildren: true,
          extra: [...extra],
        },
        { name: `reference: bare Koa, same ${encoding} bytes`, url: `${ref.url}/`, pids: [pid], extra: [...extra] },
      ];
      const [ours, logOff, theirs] = (await inRounds(targets)) as [Run[], Run[], Run[]];
      const rowOf = (target: Target, runs: Run[]): Row => {
        const { ratio, cpuRatio } = paired(runs, theirs);
        return { ...toRow(target, runs), ratio: { ...ratio, label }, ...(cpuRatio ? { cpuRatio } : {}) };
      };
      const shippedRow = rowOf(targets[0], ours);
      const logOffRow = rowOf(targets[1], logOff);
      const bareRow = toRow(targets[2], theirs);
      rows.push(shippedRow, logOffRow, bareRow);
      appRows.add(shippedRow);
      home[encoding] = shippedRow;
      bare[encoding] = bareRow;
      const cost = paired(ours, logOff);
      const perRequest = median(ours.map((r) => r.logLinesPerRequest ?? Number.NaN));
      logCost.push(
        `${encoding}: ${cost.ratio.value.toFixed(2)} of the throughput with the log off${spreadOf(cost.ratio)}, by CPU per request ` +
          `${cost.cpuRatio ? `${cost.cpuRatio.value.toFixed(2)}${spreadOf(cost.cpuRatio)}` : '-'}; CPU per request ` +
          `${cpu(shippedRow.cpuUs)} with the log, ${cpu(logOffRow.cpuUs)} without; ${perRequest.toFixed(2)} lines on stdout per request`,
      );
      peaks.push(`bare Koa (${encoding}) ${procMiB(pid, 'VmHWM').toFixed(0)} MiB`);
      await stop(ref.child);
    }
    peaks.push(`the server with LOG_REQUESTS=false ${procMiB(quiet.child.pid!, 'VmHWM').toFixed(0)} MiB`);
    await quiet.kill();
    // The other rows against the same ceiling (bare Koa, brotli).
    const ceiling = bare.br!.rps;
    const appRow = (row: Row) => {
      rows.push(row);
      appRows.add(row);
    };
    const againstCeiling = async (target: Target) => {
      const row = await measure(target);
      appRow({ ...row, ratio: { value: row.rps / ceiling, label: 'bare Koa, br' } });
    };
    const ofApp = (name: string, route: string, extra: string[]): Target => ({
      name,
      url: `${url}${route}`,
      pids: app,
      withChildren: true,
      extra,
    });
    const category = `/products?category=${categories[0]!.id}`;
    await againstCeiling(ofApp('GET /products (br)', '/products', brHeader));
    await againstCeiling(ofApp(`GET ${category} (br)`, category, brHeader));
    await againstCeiling(ofApp('GET /api/products', '/api/products', []));
    await againstCeiling(ofApp('GET / 304 (If-None-Match)', '/', ['-H', `If-None-Match: ${etag}`]));
    const lua = path.join(dataDir, 'upload.lua');
    await uploadScript(lua, cookie);
    // Image processing on every request: no reference to compare with.
    appRow(await measure(ofApp('POST small upload (4 connections)', '/api/admin/upload/single', ['-s', lua, '-c', '4'])));

    // nginx: the same brotli page from disk, and the server behind the deployment's cache, same worker settings.
    let throughCache: Row | undefined;
    if (nginxBin) {
      const startOne = async (name: string, site: (port: number) => string): Promise<LocalNginx> => {
        const port = await freePort();
        const nginx = await startNginx({ nginx: nginxBin, dir: path.join(dataDir, name), site: site(port), port, cpus: SERVER_CPU });
        cleanups.unshift(() => nginx.stop());
        return nginx;
      };
      // The same response from disk: the page's bytes with the headers the app sends with them (the security
      // headers alone are about 700 bytes, a sixth of the response), so the two differ only in how nginx gets it.
      const appHeaders = Object.entries(br.headers).filter(([name]) => !NGINX_OWN_HEADERS.has(name));
      const staticSite = (port: number) =>
        [
          'server {',
          `  listen 127.0.0.1:${port};`,
          // As the cache's site file does: the file stays open between requests.
          '  open_file_cache max=1000 inactive=60s;',
          '  location = / {',
          `    root ${files};`,
          '    try_files /index.html.br =404;',
          '    types { }',
          `    default_type "${TYPE}";`,
          '    add_header Content-Encoding br;',
          ...appHeaders.map(([name, value]) => `    add_header ${name} "${nginxString(String(value))}";`),
          '  }',
          '}',
        ].join('\n');
      const fromDisk = await startOne('nginx-static', staticSite);
      const staticReply = await rawBody(`${fromDisk.url}/`, 'br');
      assertSameBytes('nginx static', staticReply.body, br.body);
      const cache = await startOne('nginx-cache', (port) =>
        loopbackSite('nginx-cache.conf', {
          listen: `127.0.0.1:${port}`,
          appPort: server.port,
          cacheDir: path.join(dataDir, 'nginx-cache', 'cache'),
        }),
      );
      await rawBody(`${cache.url}/`, 'br');
      const warm = await rawBody(`${cache.url}/`, 'br');
      if (warm.headers['x-cache-status'] !== 'HIT') throw new Error(`through the cache: ${warm.headers['x-cache-status']}, not HIT`);
      assertSameBytes('through nginx proxy_cache', warm.body, br.body);
      for (const [name, value] of Object.entries(warm.headers)) {
        // The cache holds its own copy, made for another request (its own request id, of the same length).
        const same =
          name === 'x-request-id' ? String(staticReply.headers[name]).length === String(value).length : staticReply.headers[name] === value;
        if (name !== 'x-cache-status' && !NGINX_OWN_HEADERS.has(name) && !same) {
          throw new Error(`nginx static sends ${name}: ${staticReply.headers[name]}, the cache ${value}`);
        }
      }
      // Each nginx is its master with its children: the worker, and the cache's manager and loader.
      const [ours, theirs] = await compare(
        {
          name: 'GET / (br) through nginx proxy_cache, warm',
          url: `${cache.url}/`,
          pids: [cache.child.pid!],
          withChildren: true,
          extra: brHeader,
        },
        {
          name: 'reference: nginx, same br response from disk',
          url: `${fromDisk.url}/`,
          pids: [fromDisk.child.pid!],
          withChildren: true,
          extra: brHeader,
        },
        'nginx static',
      );
      rows.push(theirs, ours);
      throughCache = ours;
      peaks.push(
        `nginx static ${(treeMemory(fromDisk.child.pid!, 'VmHWM') / MiB).toFixed(0)} MiB`,
        `nginx proxy_cache ${(treeMemory(cache.child.pid!, 'VmHWM') / MiB).toFixed(0)} MiB`,
      );
    } else {
      console.log('bench: nginx is not installed: no nginx rows.');
    }

    const serverBeforeLogins = procMiB(app[0]!, 'VmHWM');
    const beforeLogins = Math.max(lifePeak, serverBeforeLogins);
    const logins = await loginUnderFlood(url);
    clearInterval(lifeSampler);
    // The server's own high-water mark is exact; the sampled sum adds what its image process used beside it.
    const appPeak = Math.max(lifePeak, procMiB(app[0]!, 'VmHWM'));
    const serverPeak = procMiB(app[0]!, 'VmHWM');
    // Sampled every 100 ms, the app's figure could miss the server's own exact peak: never report it below that.
    lifeOnce = Math.max(lifeOnce, serverPeak);
    peaks.unshift(
      `the app ${lifeOnce.toFixed(0)} MiB, ${appPeak.toFixed(0)} MiB summed RSS (its whole life: the first start's seeding, every ` +
        `row, the logins; the server with its image process; ${beforeLogins.toFixed(0)} MiB RSS before the logins); the server ` +
        `process alone ${serverPeak.toFixed(0)} MiB, ${serverBeforeLogins.toFixed(0)} MiB before the logins`,
    );

    // The table, then the targets: printed, and with --markdown written to a file.
    const load = os.loadavg().map((l) => l.toFixed(2));
    const report = [
      '## npm run bench',
      '',
      `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}; ` +
        `the app as env.example configures it (request log on) and as the systemd unit runs it; ` +
        `servers on CPU ${SERVER_CPU}, wrk (${THREADS} thread, ${CONNECTIONS} connections) on CPU ${WRK_CPU}; ${SECONDS} s a row, ` +
        `the comparisons in ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s (medians, the rounds' lowest-highest ratio in brackets); ` +
        `load average ${loadAtStart.join(', ')} at the start, ${load.join(', ')} at the end; ${((performance.now() - started) / 1000).toFixed(0)} s in all.`,
      '',
      '| Request | req/s | p50 | p99 | CPU/request | peak RSS | errors | ratio |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
      ...rows.map((r) => {
        const ratio = r.ratio
          ? `${r.ratio.value.toFixed(2)} of ${r.ratio.label}${spreadOf(r.ratio)}`
          : r.name.startsWith('reference: ')
            ? '1.00'
            : '';
        return `| ${r.name} | ${r.rps} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${cpu(r.cpuUs)} | ${r.rssMiB === null ? '-' : `${r.rssMiB} MiB`} | ${r.errors} | ${ratio} |`;
      }),
      '',
      `Peak RSS over the whole run: ${peaks.join('; ')}.`,
      '',
      'The request log (LOG_REQUESTS=true, as shipped) against LOG_REQUESTS=false, cached GET / in the same rounds:',
      ...logCost.map((line) => `- ${line}`),
      '',
      'Targets:',
      ...['br', 'identity'].map((encoding) => {
        const row = home[encoding]!;
        const share = row.ratio!.value;
        return (
          `- cached GET / ${encoding}: ${share.toFixed(2)} of bare Koa${spreadOf(row.ratio!)} (target ≥ ${TARGETS.vsBareKoa}: ${met(share >= TARGETS.vsBareKoa)}${byCpu(row)}), ` +
          `p99 ${ms(row.p99Ms)} (target ≤ ${TARGETS.p99Ms} ms: ${met(row.p99Ms <= TARGETS.p99Ms)})`
        );
      }),
      `- peak RSS of the server process: ${serverPeak.toFixed(0)} MiB (target ≤ ${TARGETS.rssMiB} MiB: ${met(serverPeak <= TARGETS.rssMiB)})`,
      `- peak memory of the app, its image process included: ${lifeOnce.toFixed(0)} MiB, the node executable counted once ` +
        `(target ≤ ${TARGETS.rssMiB} MiB: ${met(lifeOnce <= TARGETS.rssMiB)}); summed RSS ${appPeak.toFixed(0)} MiB ` +
        `(${met(appPeak <= TARGETS.rssMiB)}), which counts it twice; under the rows' load ${Math.max(...[...appRows].map((r) => r.rssMiB ?? 0))} MiB`,
      ...(throughCache
        ? [
            `- through nginx proxy_cache: ${throughCache.ratio!.value.toFixed(2)} of nginx static${spreadOf(throughCache.ratio!)} ` +
              `(target ≥ ${TARGETS.vsNginxStatic}: ${met(throughCache.ratio!.value >= TARGETS.vsNginxStatic)}${byCpu(throughCache)})`,
          ]
        : ['- through nginx proxy_cache: not measured (no nginx)']),
      '',
      'Login (production scrypt, server on one core):',
      ...logins.map((l) => `- ${l}`),
    ].join('\n');
    console.log(`\n${report}`);
    if (options.markdown) {
      writeFileSync(options.markdown, `${report}\n`);
      console.log(`\nbench: written to ${options.markdown}`);
    }
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const cpu = (us: number) => (us > 0 ? `${us.toFixed(1)} µs` : '-');
const spreadOf = (ratio: { spread?: [number, number] }) =>
  ratio.spread ? ` (rounds ${ratio.spread[0].toFixed(2)}-${ratio.spread[1].toFixed(2)})` : '';
const byCpu = (row: Row) => (row.cpuRatio ? `; by CPU per request ${row.cpuRatio.value.toFixed(2)}${spreadOf(row.cpuRatio)}` : '');

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
