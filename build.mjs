// Builds everything the server needs:
//   static/build/  hashed browser bundles (public-site islands, admin app), CSS, a manifest, .br/.gz copies
//   dist/          the server and its command-line tools
// Usage: node build.mjs [--server-only]
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import * as esbuild from 'esbuild';

const root = path.dirname(new URL(import.meta.url).pathname);
const outStatic = path.join(root, 'static/build');
const outServer = path.join(root, 'dist');
const serverOnly = process.argv.includes('--server-only');
const run = promisify(execFile);

const hash = (buf) => createHash('sha256').update(buf).digest('hex').slice(0, 10);

async function buildServer() {
  await rm(outServer, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    // The server and every command-line tool in src/server/cli/.
    entryPoints: {
      main: 'src/server/main.ts',
      ...Object.fromEntries(
        (await readdir(path.join(root, 'src/server/cli')))
          .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
          .map((f) => [`cli/${f.slice(0, -3)}`, `src/server/cli/${f}`]),
      ),
    },
    outdir: outServer,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
}

/** A browser bundle must never pull in server code, Node built-ins or the database driver. */
function assertBrowserSafe(metafile) {
  const bad = Object.keys(metafile.inputs).filter(
    (input) => input.startsWith('src/server/') || input.startsWith('node:') || input.includes('better-sqlite3'),
  );
  if (bad.length) throw new Error(`A browser bundle imports server-only code: ${bad.join(', ')}`);
}

const urlOf = (file) => `/${path.relative(path.join(root, 'static'), path.join(root, file)).split(path.sep).join('/')}`;

/**
 * One browser build: entry name -> { js, preload }, where preload lists every chunk the entry imports
 * statically (the page links them as modulepreload, saving a round trip).
 */
async function buildBrowser(entryPoints) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir: outStatic,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
    minify: true,
    sourcemap: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  assertBrowserSafe(result.metafile);
  const outputs = result.metafile.outputs;
  const staticImports = (file, seen = new Set()) => {
    for (const imp of outputs[file].imports) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path);
        staticImports(imp.path, seen);
      }
    }
    return seen;
  };
  const byEntry = Object.fromEntries(Object.entries(entryPoints).map(([name, file]) => [file, name]));
  const entries = {};
  // Match the entry files exactly: esbuild also marks dynamic-import targets as entry points.
  for (const [file, info] of Object.entries(outputs)) {
    const name = byEntry[info.entryPoint];
    if (name) entries[name] = { js: urlOf(file), preload: [...staticImports(file)].map(urlOf) };
  }
  return entries;
}

async function siteEntries() {
  const dir = path.join(root, 'src/site/entries');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.client.ts'));
  return Object.fromEntries(files.map((f) => [f.slice(0, -'.client.ts'.length), `src/site/entries/${f}`]));
}

async function buildCss(name) {
  const input = path.join(root, `src/styles/${name}.css`);
  const tmp = path.join(outStatic, `${name}.tmp.css`);
  const bin = path.join(root, 'node_modules/.bin/tailwindcss');
  await run(bin, ['-i', input, '-o', tmp, '--minify'], { cwd: root });
  const css = await readFile(tmp);
  await rm(tmp);
  const file = `${name}-${hash(css)}.css`;
  await writeFile(path.join(outStatic, file), css);
  return `/build/${file}`;
}

async function precompress(dir) {
  for (const file of await readdir(dir)) {
    if (!/\.(js|css|json|svg)$/.test(file)) continue;
    const full = path.join(dir, file);
    const body = await readFile(full);
    await writeFile(`${full}.gz`, gzipSync(body, { level: 9 }));
    await writeFile(
      `${full}.br`,
      brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
  }
}

async function main() {
  const started = Date.now();
  if (!serverOnly) {
    await rm(outStatic, { recursive: true, force: true });
    await mkdir(outStatic, { recursive: true });
    // Site and admin are built apart, so the public pages never share a chunk with the admin app.
    const [site, admin, siteCss, adminCss] = await Promise.all([
      buildBrowser(await siteEntries()),
      buildBrowser({ admin: 'src/admin/entry.client.tsx' }),
      buildCss('site'),
      buildCss('admin'),
    ]);
    const manifest = {
      site: { css: siteCss, pages: site },
      admin: { ...admin.admin, css: adminCss },
    };
    await writeFile(path.join(outStatic, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await precompress(outStatic);
  }
  await buildServer();
  console.log(`build: done in ${Date.now() - started} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
