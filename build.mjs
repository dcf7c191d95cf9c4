// Builds everything the server needs:
//   static/build/  hashed browser bundles (public-site islands, admin app), CSS, a manifest, .br/.gz copies
//   dist/          the server and its command-line tools
// Usage: node build.mjs [--server-only]
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import * as esbuild from 'esbuild';

const root = path.dirname(new URL(import.meta.url).pathname);
const outStatic = path.join(root, 'static/build');
const outServer = path.join(root, 'dist');
const { 'server-only': serverOnly } = readArgs();
const run = promisify(execFile);

/** The options; a mistyped one stops the build before anything is removed or built (exit code 2). */
function readArgs() {
  try {
    return parseArgs({ options: { 'server-only': { type: 'boolean', default: false } } }).values;
  } catch (error) {
    console.error(`${error.message}\nUsage: node build.mjs [--server-only]`);
    process.exit(2);
  }
}

const hash = (buf) => createHash('sha256').update(buf).digest('hex').slice(0, 10);

async function buildServer() {
  // Everything but the starter images, which are their own cache (src/server/db/starter/make-starter-images.ts).
  for (const entry of await readdir(outServer).catch(() => [])) {
    if (entry !== 'starter-images') await rm(path.join(outServer, entry), { recursive: true, force: true });
  }
  await esbuild.build({
    absWorkingDir: root,
    // The server and every command-line tool in src/server/cli/.
    entryPoints: {
      main: 'src/server/main.ts',
      // The child process that does all image work (src/server/modules/media/image-process.ts starts it).
      'image-worker': 'src/server/modules/media/image-worker.ts',
      // Build step only: the starter artwork through the image pipeline (src/server/db/starter/starter-images.ts).
      'make-starter-images': 'src/server/db/starter/make-starter-images.ts',
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
    // Maps for stack traces only (--enable-source-maps): positions without the sources' text, which node would
    // otherwise hold in the server's heap for its whole life (about 0.7 MB; the files are in src/).
    sourcemap: true,
    sourcesContent: false,
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
 * One browser build: entries (entry name -> { js, preload }, where preload lists every chunk the entry imports,
 * statically or later with import()), esbuild's outputs, and imported(file), a chunk's own import graph.
 */
async function buildBrowser(entryPoints, { splitting = true } = {}) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir: outStatic,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting,
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
  const imported = (file, seen = new Set()) => {
    for (const imp of outputs[file].imports) {
      if ((imp.kind === 'import-statement' || imp.kind === 'dynamic-import') && !imp.external && !seen.has(imp.path)) {
        seen.add(imp.path);
        imported(imp.path, seen);
      }
    }
    return seen;
  };
  const byEntry = Object.fromEntries(Object.entries(entryPoints).map(([name, file]) => [file, name]));
  const entries = {};
  // Match the entry files exactly: esbuild also marks dynamic-import targets as entry points.
  for (const [file, info] of Object.entries(outputs)) {
    const name = byEntry[info.entryPoint];
    if (name) entries[name] = { js: urlOf(file), preload: [...imported(file)].map(urlOf) };
  }
  return { entries, outputs, imported };
}

/**
 * The public site's scripts. Each kind of page with islands has its islands module (src/site/entries/<page>.islands.ts,
 * with React and the shared code in chunks of their own); all of them share one small entry
 * (src/site/entries/islands.client.ts), built on its own so that it imports nothing: it runs as soon as it arrives,
 * and imports the page's islands module, the first file the page names (data-chunks), when the visitor first moves.
 * Returns { [page]: { js: the entry, preload: the islands module, then everything it imports } }.
 */
async function buildSite() {
  const dir = path.join(root, 'src/site/entries');
  const modules = Object.fromEntries(
    (await readdir(dir))
      .filter((f) => f.endsWith('.islands.ts'))
      .map((f) => [`${f.slice(0, -'.islands.ts'.length)}.islands`, `src/site/entries/${f}`]),
  );
  const [{ entries }, { entries: entry, outputs }] = await Promise.all([
    buildBrowser(modules),
    buildBrowser({ islands: 'src/site/entries/islands.client.ts' }, { splitting: false }),
  ]);
  // Nothing may stand between the entry and its running: an import would be one more request in a row.
  const [entryFile] = Object.keys(outputs);
  if (outputs[entryFile].imports.some((imp) => imp.kind === 'import-statement'))
    throw new Error('src/site/entries/islands.client.ts must import nothing statically');
  return Object.fromEntries(
    Object.entries(entries).map(([name, { js, preload }]) => [
      name.slice(0, -'.islands'.length),
      { js: entry.islands.js, preload: [js, ...preload] },
    ]),
  );
}

/** Runs the Tailwind CLI on a CSS entry and writes the result as static/build/<name>-<hash>.css. */
async function tailwind(input, name) {
  const tmp = path.join(outStatic, `${name}.tmp.css`);
  const bin = path.join(root, 'node_modules/.bin/tailwindcss');
  await run(bin, ['-i', input, '-o', tmp, '--minify'], { cwd: root });
  const css = await readFile(tmp);
  await rm(tmp);
  const file = `${name}-${hash(css)}.css`;
  await writeFile(path.join(outStatic, file), css);
  return { href: `/build/${file}`, css };
}

async function buildCss(name) {
  return (await tailwind(path.join(root, `src/styles/${name}.css`), name)).href;
}

/** The source files a module pulls in (its static import graph within src/), from esbuild's metafile. */
async function sourceGraph(entryPoints) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    packages: 'external',
    jsx: 'automatic',
    outdir: outStatic,
    logLevel: 'warning',
  });
  return Object.keys(result.metafile.inputs).filter((input) => input.startsWith('src/'));
}

/**
 * The stylesheet each kind of public page needs, inlined into its <head> so the first paint waits for no other
 * request. Tailwind scans only the files that page renders (its page module and everything it imports, the header,
 * footer and head, the document's own markup), with site.css's theme and base. Each gets the CSP hash of its exact
 * text (`style-src` in src/server/middleware/security-headers.ts). Returns { [page]: { href, hash } }.
 */
async function buildPageCss() {
  const site = await readFile(path.join(root, 'src/styles/site.css'), 'utf8');
  if (!/@source /.test(site)) throw new Error('src/styles/site.css: expected its @source lines');
  const shell = await sourceGraph([
    'src/site/components/site-header.tsx',
    'src/site/components/site-footer.tsx',
    'src/site/document/site-head.tsx',
  ]);
  const pages = (await readdir(path.join(root, 'src/site/pages')))
    .filter((f) => f.endsWith('-page.tsx'))
    .map((f) => f.slice(0, -'-page.tsx'.length));
  const entries = await Promise.all(
    pages.map(async (page) => {
      const files = new Set([...shell, ...(await sourceGraph([`src/site/pages/${page}-page.tsx`])), 'src/site/document/site-document.tsx']);
      // The entry sits two folders below the root like site.css, so its relative paths resolve the same way.
      const input = path.join(outStatic, `page-${page}.entry.css`);
      const sources = [...files].map((file) => `@source "../../${file}";`).join('\n');
      await writeFile(input, site.replace(/^@source .*\n/gm, '').replace(/^(@import "tailwindcss"[^\n]*\n)/, `$1${sources}\n`));
      try {
        const { href, css } = await tailwind(input, `page-${page}`);
        if (/<\/style/i.test(css.toString())) throw new Error(`${page}: the CSS cannot be inlined (it contains </style)`);
        return [page, { href, hash: `sha256-${createHash('sha256').update(css).digest('base64')}` }];
      } finally {
        await rm(input, { force: true });
      }
    }),
  );
  return Object.fromEntries(entries);
}

async function precompress(dir) {
  for (const file of await readdir(dir)) {
    if (!/\.(js|css|json|svg|webmanifest)$/.test(file)) continue;
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
    const [site, admin, siteCss, pageCss, adminCss] = await Promise.all([
      buildSite(),
      buildBrowser({ admin: 'src/admin/entry.client.tsx' }).then(({ entries }) => entries),
      buildCss('site'),
      buildPageCss(),
      buildCss('admin'),
    ]);
    // site.css: the whole site's stylesheet (every page's CSS is a part of it); pageCss: what each page inlines.
    const manifest = {
      site: { css: siteCss, pageCss, pages: site },
      admin: { ...admin.admin, css: adminCss },
    };
    await writeFile(path.join(outStatic, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await precompress(outStatic);
    // The brand assets' text files too (the logo SVG every page shows shrinks from 10 KB to 3 KB); the twins are
    // build output, ignored by git like static/build/.
    await precompress(path.join(root, 'static/assets'));
  }
  await buildServer();
  if (!serverOnly) {
    // The first start copies these instead of running 64 images through sharp on the server (starter-images.ts).
    const { stdout } = await run(process.execPath, [
      path.join(outServer, 'make-starter-images.js'),
      path.join(root, 'src/server/db/starter/art'),
      path.join(outServer, 'starter-images'),
    ]);
    process.stdout.write(stdout);
  }
  console.log(`build: done in ${Date.now() - started} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
