// npm run observatory
// Grades the production build with Mozilla's HTTP Observatory, offline (SECURITY §2, HDR-3):
// - the scanner, installed once outside the repo (observatory-scanner.ts);
// - makes a test CA and a certificate for 127.0.0.5 with openssl;
// - starts dist/main.js on loopback (seeded, PUBLIC_ORIGIN=https://127.0.0.5, TRUST_PROXY=true) behind a TLS
//   reverse proxy on 127.0.0.5:443 and an HTTP->HTTPS redirect on 127.0.0.5:80, as Caddy does in production;
// - runs the scanner (async, trusting the test CA) and prints the grade, the score and every test.
// Needs root (ports 80 and 443). Exit code 1 when the grade is not A+.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type BuiltServer, startBuiltServer } from '../harness/built-server';
import { makeTestCertificates } from '../harness/test-certificates';
import { describeScan, installScanner, scanHost } from './observatory-scanner';
import { scriptOptions } from './script-kit';

// It takes no options: anything on its command line is a mistake, refused before any work.
scriptOptions('npm run observatory', {});

const run = promisify(execFile);
const IP = '127.0.0.5';

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

async function main() {
  if (typeof process.getuid === 'function' && process.getuid() !== 0)
    throw new Error('run as root: the harness listens on 127.0.0.5:80 and :443');
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

    const result = await scanHost(IP, certs.caCert);
    console.log(`\n${describeScan(result).join('\n')}`);
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
