// npm run bench [-- --seconds 8 --connections 50]
// Starts the production build on loopback with a temporary, seeded data directory and measures it with wrk,
// next to two references measured in the same run: a bare Koa app sending the same precompressed page from
// memory (our stack's ceiling) and nginx serving the same HTML from disk (the machine's ceiling).
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import Koa from 'koa';
import sharp from 'sharp';
import { startBuiltServer } from '../harness/built-server';
import { sendFrom } from '../harness/send-from';

const run = promisify(execFile);
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 8);
const CONNECTIONS = arg('connections', 50);
const USER = { username: 'bench', password: 'bench password for the run' };

type Row = { name: string; rps: number; p50: string; p99: string; rssMb: number | null; errors: number };

function which(bin: string): Promise<boolean> {
  return run('sh', ['-c', `command -v ${bin}`]).then(
    () => true,
    () => false,
  );
}

function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

async function wrk(name: string, url: string, pid: number | undefined, extra: string[] = []): Promise<Row> {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 200);
  const { stdout } = await run('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', ...extra, url], { maxBuffer: 1 << 20 });
  clearInterval(timer);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0);
  const p50 = /\s50%\s+(\S+)/.exec(stdout)?.[1] ?? '?';
  const p99 = /\s99%\s+(\S+)/.exec(stdout)?.[1] ?? '?';
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const errors =
    non2xx +
    (socketErrors
      ? socketErrors
          .slice(1)
          .map(Number)
          .reduce((a, b) => a + b, 0)
      : 0);
  return { name, rps: Math.round(rps), p50, p99, rssMb: pid ? peak : null, errors };
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

async function main() {
  if (!(await which('wrk'))) {
    console.error('bench: wrk is needed (Debian: apt-get install wrk).');
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fruit-bench-'));
  // Seeded like a first start: the starter catalogue goes through the image pipeline before the port opens.
  const server = await startBuiltServer({
    dataDir,
    timeoutMs: 180_000,
    env: { SEED_DEMO: 'true', ADMIN_USERNAME: USER.username, ADMIN_PASSWORD: USER.password },
  });
  const { child, url } = server;
  const rows: Row[] = [];
  const cleanups: Array<() => void> = [() => child.kill('SIGTERM'), () => rmSync(dataDir, { recursive: true, force: true })];
  try {
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
    const home = await fetch(`${url}/`, { headers: { 'accept-encoding': 'gzip' } });
    const etag = home.headers.get('etag')!;
    const homeHtml = await (await fetch(`${url}/`, { headers: { 'accept-encoding': 'identity' } })).text();

    const gz = ['-H', 'Accept-Encoding: gzip'];
    rows.push(await wrk('GET / (gzip)', `${url}/`, child.pid, gz));
    rows.push(await wrk('GET /products', `${url}/products`, child.pid, gz));
    rows.push(await wrk(`GET /products?category=${categories[0]!.id}`, `${url}/products?category=${categories[0]!.id}`, child.pid, gz));
    rows.push(await wrk('GET /api/products', `${url}/api/products`, child.pid));
    rows.push(await wrk('GET / 304 (If-None-Match)', `${url}/`, child.pid, ['-H', `If-None-Match: ${etag}`]));

    // A small upload: wrk posts the same multipart body over and over with the admin's cookie.
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#f59e0b' } })
      .png()
      .toBuffer();
    const boundary = 'benchboundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n${png.toString('latin1')}\r\n--${boundary}--\r\n`;
    const lua = path.join(dataDir, 'upload.lua');
    writeFileSync(
      lua,
      `wrk.method = "POST"\nwrk.headers["Content-Type"] = "multipart/form-data; boundary=${boundary}"\nwrk.headers["Cookie"] = "${cookie}"\nwrk.body = ${JSON.stringify(body).replace(/\\u00([0-9a-f]{2})/gi, '\\x$1')}\n`,
      'latin1',
    );
    rows.push(await wrk('POST small upload', `${url}/api/admin/upload/single`, child.pid, ['-s', lua, '-c', '4']));

    // Reference 1: bare Koa sending the same precompressed Buffer.
    const bodyGz = gzipSync(Buffer.from(homeHtml), { level: 9 });
    const koa = new Koa();
    koa.use((ctx) => {
      ctx.set('Content-Encoding', 'gzip');
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = bodyGz;
    });
    const bare = createServer(koa.callback());
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
    cleanups.push(() => bare.close());
    rows.push(
      await wrk('reference: bare Koa, same gzip Buffer', `http://127.0.0.1:${(bare.address() as { port: number }).port}/`, process.pid, gz),
    );

    // Reference 2: nginx serving the same HTML from disk, when installed.
    if (await which('nginx')) {
      const root = path.join(dataDir, 'nginx');
      const { mkdirSync } = await import('node:fs');
      mkdirSync(root, { recursive: true });
      writeFileSync(path.join(root, 'index.html'), homeHtml);
      const conf = path.join(dataDir, 'nginx.conf');
      writeFileSync(
        conf,
        `${process.getuid?.() === 0 ? 'user root; ' : ''}worker_processes 1; daemon off; pid ${dataDir}/nginx.pid; error_log stderr;\nevents { worker_connections 1024; }\nhttp { access_log off; gzip on; gzip_types text/html; server { listen 127.0.0.1:18089; root ${root}; } }\n`,
      );
      const nginx = spawn('nginx', ['-c', conf, '-p', dataDir], { stdio: 'ignore' });
      cleanups.unshift(() => nginx.kill('SIGTERM'));
      await new Promise((r) => setTimeout(r, 500));
      rows.push(await wrk('reference: nginx, same HTML from disk', 'http://127.0.0.1:18089/', nginx.pid, gz));
    }

    const logins = await loginUnderFlood(url);

    const ceiling = rows.find((r) => r.name.startsWith('reference: bare Koa'))!.rps;
    console.log(
      `\nbench: ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, wrk ${CONNECTIONS} connections, ${SECONDS} s each\n`,
    );
    console.log('| Request | req/s | p50 | p99 | peak RSS | errors | vs bare Koa |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.rssMb === null ? '-' : `${r.rssMb} MB`} | ${r.errors} | ${(r.rps / ceiling).toFixed(2)} |`,
      );
    }
    console.log(`\nLogin (production scrypt):\n${logins.map((l) => `- ${l}`).join('\n')}`);
  } finally {
    for (const c of cleanups) c();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
