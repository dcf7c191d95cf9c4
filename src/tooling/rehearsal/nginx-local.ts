// Runs the deployment's nginx site files on loopback, without root, a domain or certificates: for the proxy_cache
// test and the bench. The site is the real file from src/deploy with only what a loopback run cannot have taken out
// (TLS, the redirect servers) and the paths put elsewhere; each change is checked, so a file that no longer has the
// expected shape fails loudly instead of running something else.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { ROOT } from '../harness/root';

const DEPLOY_DIR = path.join(ROOT, 'src/deploy');
/** The address the site files send requests to (env.example's HOST and PORT). */
const APP_ADDRESS = 'http://127.0.0.1:3000';
const CACHE_DIR = '/var/cache/nginx/fruit-site';

type Block = { start: number; end: number; text: string };

/** The top-level `server { ... }` blocks of an nginx file (braces counted outside comments and quoted strings). */
function serverBlocks(conf: string): Block[] {
  const blocks: Block[] = [];
  let depth = 0;
  let start = -1;
  // Where the statement being read began: after the last ';', '{' or '}'.
  let statement = 0;
  for (let i = 0; i < conf.length; i++) {
    const c = conf[i];
    if (c === '#') {
      while (i < conf.length && conf[i] !== '\n') i++;
    } else if (c === '"' || c === "'") {
      i++;
      while (i < conf.length && conf[i] !== c) i += conf[i] === '\\' ? 2 : 1;
    } else if (c === ';') {
      statement = i + 1;
    } else if (c === '{') {
      if (depth === 0) {
        const head = conf
          .slice(statement, i)
          .replace(/#[^\n]*/g, '')
          .trim();
        start = head === 'server' ? conf.lastIndexOf('server', i) : -1;
      }
      depth++;
      statement = i + 1;
    } else if (c === '}') {
      depth--;
      statement = i + 1;
      if (depth === 0 && start >= 0) {
        blocks.push({ start, end: i + 1, text: conf.slice(start, i + 1) });
        start = -1;
      }
    }
  }
  if (depth !== 0) throw new Error('unbalanced braces');
  return blocks;
}

function replaceExactly(text: string, pattern: RegExp, replacement: string, count: number, what: string): string {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
  if (found !== count) throw new Error(`${what}: expected ${count}, found ${found}`);
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), replacement);
}

/**
 * A deployment site file (nginx.conf or nginx-cache.conf) as a plain-HTTP site on `listen`, in front of the app
 * on `appPort`, with its cache in `cacheDir`: the HTTPS server of www.example.in without its TLS lines, and the
 * http-level lines (cache path, maps) as they are. The redirect servers (port 80, the bare domain) are left out.
 */
export function loopbackSite(file: string, options: { listen: string; appPort: number; cacheDir: string }): string {
  const conf = readFileSync(path.join(DEPLOY_DIR, file), 'utf8');
  const blocks = serverBlocks(conf);
  const main = blocks.filter((b) => /^\s*server_name www\.example\.in;$/m.test(b.text) && /^\s*listen 443 ssl/m.test(b.text));
  if (main.length !== 1) throw new Error(`${file}: expected one HTTPS server for www.example.in, found ${main.length}`);
  let outside = conf;
  for (const block of [...blocks].reverse()) outside = outside.slice(0, block.start) + outside.slice(block.end);
  let server = main[0]!.text;
  server = replaceExactly(server, /^(\s*)listen 443 ssl http2;$/m, `$1listen ${options.listen};`, 1, `${file}: listen 443`);
  server = replaceExactly(server, /^\s*listen \[::\]:443 ssl http2;\n/m, '', 1, `${file}: listen [::]:443`);
  server = server.replace(/^\s*ssl_\w+ [^\n]*;\n/gm, '');
  const proxies = (server.match(/proxy_pass /g) ?? []).length;
  server = replaceExactly(
    server,
    /proxy_pass http:\/\/127\.0\.0\.1:3000;/,
    `proxy_pass http://127.0.0.1:${options.appPort};`,
    proxies,
    file,
  );
  if (server.includes(APP_ADDRESS)) throw new Error(`${file}: ${APP_ADDRESS} left over`);
  const caches = (outside.match(/proxy_cache_path /g) ?? []).length;
  outside = replaceExactly(outside, new RegExp(`proxy_cache_path ${CACHE_DIR} `), `proxy_cache_path ${options.cacheDir} `, caches, file);
  return `${outside.trim()}\n\n${server}\n`;
}

/**
 * nginx's main configuration for a loopback run: one worker (both nginx servers of the bench run alike), the
 * settings of Debian's /etc/nginx/nginx.conf that matter here (sendfile, tcp_nopush, mime types), no access log,
 * every temporary path inside `dir`, and `site` inside http.
 */
export function loopbackNginxConf(dir: string, site: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => {
    mkdirSync(path.join(dir, `${name}-temp`), { recursive: true });
    return `  ${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  });
  return [
    // As root, the worker would otherwise run as nobody, who cannot use the private temporary folders.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    'daemon off;',
    'master_process on;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  types_hash_max_size 2048;',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...temp,
    site,
    '}',
    '',
  ].join('\n');
}

export type LocalNginx = { url: string; port: number; child: ChildProcess; stop: () => Promise<void> };

/** A free loopback port (asked of the kernel, then released for nginx to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts nginx in the foreground with `site` (an http-level snippet whose server listens on 127.0.0.1:`port`) in
 * its own folder `dir`; `cpus` pins it (taskset -c). Resolves when the port answers.
 */
export async function startNginx(options: { nginx: string; dir: string; site: string; port: number; cpus?: string }): Promise<LocalNginx> {
  mkdirSync(options.dir, { recursive: true });
  const conf = path.join(options.dir, 'nginx.conf');
  writeFileSync(conf, loopbackNginxConf(options.dir, options.site));
  const args = ['-c', conf, '-p', options.dir, '-e', path.join(options.dir, 'error.log')];
  const child = options.cpus
    ? spawn('taskset', ['-c', options.cpus, options.nginx, ...args], { stdio: ['ignore', 'ignore', 'pipe'] })
    : spawn(options.nginx, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => {
    try {
      return readFileSync(path.join(options.dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const deadline = Date.now() + 10_000;
  while (!(await answers(options.port))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start:\n${stderr}${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    port: options.port,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
