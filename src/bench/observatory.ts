// npm run observatory
// Grades the production build with Mozilla's HTTP Observatory, offline (SECURITY §2, HDR-3):
// - installs @mdn/mdn-http-observatory@1.4.8 with --ignore-scripts into a scratch folder under the OS temp dir
//   (once; never into this repo), with the empty HSTS preload list its CLI needs;
// - makes a test CA and a certificate for 127.0.0.5 with openssl;
// - starts dist/main.js on loopback (seeded, PUBLIC_ORIGIN=https://127.0.0.5, TRUST_PROXY=true) behind a TLS
//   reverse proxy on 127.0.0.5:443 and an HTTP->HTTPS redirect on 127.0.0.5:80, as Caddy does in production;
// - runs the scanner (async, trusting the test CA) and prints the grade, the score and every test.
// Needs root (ports 80 and 443). Exit code 1 when the grade is not A+.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startBuiltServer, type BuiltServer } from '../test/built-server';
import { makeTestCertificates } from './tls/make-test-certificates';

const run = promisify(execFile);
const VERSION = '1.4.8';
const IP = '127.0.0.5';
const SCRATCH = path.join(os.tmpdir(), `fruit-observatory-${VERSION}`);
const PACKAGE_DIR = path.join(SCRATCH, 'node_modules/@mdn/mdn-http-observatory');

async function installScanner(): Promise<void> {
  if (!existsSync(path.join(PACKAGE_DIR, 'package.json'))) {
    console.log(`observatory: installing @mdn/mdn-http-observatory@${VERSION} into ${SCRATCH} (--ignore-scripts)`);
    await mkdir(SCRATCH, { recursive: true });
    await run('npm', ['init', '-y'], { cwd: SCRATCH });
    // Its postinstall downloads lists from the internet; skipped, and the one file the CLI reads is made below.
    await run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', `@mdn/mdn-http-observatory@${VERSION}`], { cwd: SCRATCH });
  }
  const preload = path.join(PACKAGE_DIR, 'conf/hsts-preload.json');
  if (!existsSync(preload)) await writeFile(preload, '{}\n');
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/** A minimal TLS-terminating reverse proxy: replaces X-Forwarded-For/-Proto like Caddy, adds no header of its own. */
function proxyTo(target: BuiltServer, tls: { key: Buffer; cert: Buffer }): Server {
  return createHttpsServer(tls, (req, res) => {
    const headers: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = 'https';
    const upstream = request(`${target.url}${req.url}`, { method: req.method, headers }, (reply) => {
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(reply.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
      res.writeHead(reply.statusCode ?? 502, out);
      reply.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
}

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, IP, () => resolve());
  });

type ScanOutput = {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number; statusCode?: number; error?: string | null };
  tests: Record<string, { pass: boolean | null; result: string; scoreModifier: number; scoreDescription?: string }>;
};

async function main() {
  if (typeof process.getuid === 'function' && process.getuid() !== 0) throw new Error('run as root: the harness listens on 127.0.0.5:80 and :443');
  const { stdout: opensslVersion } = await run('openssl', ['version']).catch(() => {
    throw new Error('openssl is needed to make the test certificate');
  });
  await installScanner();

  const work = mkdtempSync(path.join(os.tmpdir(), 'fruit-observatory-run-'));
  const servers: Server[] = [];
  let app: BuiltServer | undefined;
  try {
    const certs = await makeTestCertificates(work, IP);
    console.log(`observatory: test CA and a certificate for IP:${IP} made with ${opensslVersion.trim()}`);
    app = await startBuiltServer({
      dataDir: path.join(work, 'data'),
      env: { SEED_DEMO: 'true', TRUST_PROXY: 'true', PUBLIC_ORIGIN: `https://${IP}` },
      timeoutMs: 60_000,
    });
    const https = proxyTo(app, { key: await readFile(certs.key), cert: await readFile(certs.cert) });
    const redirect = createHttpServer((req, res) => {
      res.writeHead(301, { Location: `https://${IP}${req.url ?? '/'}`, 'Content-Length': '0' }).end();
    });
    await listen(https, 443);
    servers.push(https);
    await listen(redirect, 80);
    servers.push(redirect);
    console.log(`observatory: dist/main.js (seeded) behind https://${IP}/ with http://${IP}/ redirecting; scanning…`);

    // Not bin/wrapper.js: it overwrites NODE_EXTRA_CA_CERTS. Async, so the servers in this process keep answering.
    const { stdout } = await run(process.execPath, [path.join(PACKAGE_DIR, 'src/scan.js'), IP], {
      cwd: SCRATCH,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certs.caCert },
      maxBuffer: 16 * 1024 * 1024,
    });
    const result = JSON.parse(stdout) as ScanOutput;
    if (result.scan.error) throw new Error(`the scan failed: ${result.scan.error}`);
    console.log(`\nGrade ${result.scan.grade}, score ${result.scan.score}, ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed`);
    for (const [name, test] of Object.entries(result.tests)) {
      const modifier = `${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier}`;
      console.log(`  ${test.pass ? 'pass' : 'FAIL'}  ${modifier.padStart(4)}  ${name.padEnd(32)} ${test.result}`);
    }
    if (result.scan.grade !== 'A+') process.exitCode = 1;
  } finally {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    await app?.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
