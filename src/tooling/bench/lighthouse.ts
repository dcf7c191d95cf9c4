// npm run lighthouse [-- --only /,/products?category=,/products/,/ar,/ar/products/ --save DIR --runs N --cpu-slowdown X]
// Lighthouse 12.2.3 (pinned: 13 needs Node 22) on every public page of the production build: the built server
// (node dist/main.js) with a temporary, seeded data directory, and Debian's Chromium (/usr/bin/chromium, never a
// downloaded browser) driven through Lighthouse's Node API. Each page is measured as a phone (Lighthouse's default:
// Moto G Power screen, simulated slow 4G and 4x CPU slowdown) and with the desktop preset. Prints one table: the four
// category scores, FCP, LCP, CLS, TBT and the bytes transferred, per page and form factor.
// Simulated throttling scales what this machine does, so TBT moves with its load: run it on a quiet machine.
// --only measures just those pages; --save writes each full report (JSON) into DIR, to see what a score is made of;
// --runs N measures each page N times and shows the run with the median performance score (Lighthouse's advice for
// a noisy machine; default 1); --cpu-slowdown X runs the phone with X times CPU slowdown instead of Lighthouse's 4x.
// The table is followed by this machine's benchmark index (Lighthouse's "CPU/Memory Power") and the slowdown
// Lighthouse's calculator gives for it: the default 4x assumes a host of about 1,533 (docs/throttling.md).
// Exit code 1 when any score is below 100.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config, Flags } from 'lighthouse';
import { startBuiltServer } from '../harness/built-server';
import { CHROMIUM_PATH as CHROMIUM, CHROMIUM_ARGS as CHROMIUM_FLAGS } from '../harness/chromium';
import { calibratedCpuSlowdown, median, scriptOptions } from './script-kit';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The phone's CPU slowdown: Lighthouse's own default unless --cpu-slowdown says otherwise. */
const DEFAULT_CPU_SLOWDOWN = 4;
const { values: options } = scriptOptions('npm run lighthouse [-- --only /,/about --save DIR --runs N --cpu-slowdown X]', {
  only: { type: 'string' },
  save: { type: 'string' },
  runs: { type: 'number', default: 1, integer: true },
  'cpu-slowdown': { type: 'number', default: DEFAULT_CPU_SLOWDOWN },
});
const RUNS = options.runs;
const CPU_SLOWDOWN = options['cpu-slowdown'];
// Lighthouse is loaded once the command line is known good: a mistyped option is refused at once.
const { default: lighthouse, desktopConfig } = await import('lighthouse');
const FORM_FACTORS = { mobile: undefined, desktop: desktopConfig } satisfies Record<string, Config | undefined>;
type FormFactor = keyof typeof FORM_FACTORS;

type Row = {
  path: string;
  formFactor: FormFactor;
  scores: number[];
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  bytes: number;
  scripts: number;
};

/** Starts Chromium with a DevTools port (chosen by Chromium, read from its profile folder) for Lighthouse to drive. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing (Debian: apt-get install chromium)`);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'fruit-lighthouse-chromium-'));
  // Its own process group, so closing it ends its helper processes too.
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const portFile = path.join(profile, 'DevToolsActivePort');
  for (let waited = 0; !existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n'); waited += 50) {
    if (waited > 20_000 || child.exitCode !== null) throw new Error('Chromium did not open its DevTools port');
    await sleep(50);
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    async close() {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
      // A helper process may still be writing to the profile for a moment; a leftover temp folder fails no run.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 200 });
      } catch (error) {
        console.error(`lighthouse: could not remove ${profile}: ${(error as Error).message}`);
      }
    },
  };
}

/** One Lighthouse run in a fresh Chromium (a clean profile, as the Lighthouse CLI does); a failed trace is retried once. */
async function measure(
  url: string,
  formFactor: FormFactor,
  attempt = 1,
): Promise<Omit<Row, 'path' | 'formFactor'> & { report: string; benchmarkIndex: number }> {
  const chromium = await launchChromium();
  let result: Awaited<ReturnType<typeof lighthouse>>;
  try {
    const flags: Flags = { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
    if (formFactor === 'mobile') flags.throttling = { cpuSlowdownMultiplier: CPU_SLOWDOWN };
    result = await lighthouse(url, flags, FORM_FACTORS[formFactor]);
  } finally {
    await chromium.close();
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 2) return measure(url, formFactor, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Every .js file the page fetched, whether as a script or ahead of need (prefetch counts as "other" in Lighthouse).
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; transferSize?: number }> })?.items ?? [];
  const scriptBytes = requests.filter((r) => new URL(r.url).pathname.endsWith('.js')).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    scores: CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    bytes: audit('total-byte-weight'),
    scripts: scriptBytes,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    report: typeof result.report === 'string' ? result.report : '',
  };
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(rows: Row[]): void {
  const header = ['Page', 'Form factor', 'Perf', 'A11y', 'Best pr.', 'SEO', 'FCP', 'LCP', 'CLS', 'TBT', 'Bytes', 'of it JS'];
  const lines = rows.map((r) => [
    r.path,
    r.formFactor,
    ...r.scores.map(String),
    ms(r.fcp),
    ms(r.lcp),
    r.cls.toFixed(3),
    `${Math.round(r.tbt)} ms`,
    kb(r.bytes),
    kb(r.scripts),
  ]);
  const right = (i: number) => i >= 2;
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => (right(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(row(header));
  console.log(`|${widths.map((w, i) => (right(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const line of lines) console.log(row(line));
}

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'fruit-lighthouse-'));
  const server = await startBuiltServer({ dataDir: path.join(work, 'data'), env: { SEED_DEMO: 'true' }, timeoutMs: 180_000 });
  try {
    const categories = (await (await fetch(`${server.url}/api/categories`)).json()) as Array<{ id: number; productCount: number }>;
    const category = categories.find((c) => c.productCount > 0);
    if (!category) throw new Error('the seeded catalogue has no category with products');
    const [product] = (await (await fetch(`${server.url}/api/products`)).json()) as Array<{ slug: string }>;
    if (!product) throw new Error('the seeded catalogue has no public product');
    // A product's own page: the first public product's (with its trade details, season grid and quote form).
    const all = [
      '/',
      '/about',
      '/products',
      `/products?category=${category.id}`,
      `/products/${product.slug}`,
      '/availability',
      '/seasons',
      '/gallery',
      '/contact',
    ];
    // The home page and the product's page in each other language too (issue "Languages").
    for (const locale of ['hi', 'mr', 'ar'] as const) all.push(`/${locale}`, `/${locale}/products/${product.slug}`);
    const only = options.only?.split(',');
    // A filtered products page is named '/products?category=', a product's page '/products/' ('/ar/products/').
    const named = (p: string) => p.replace(/=\d+$/, '=').replace(/^((?:\/(?:hi|mr|ar))?\/products\/)[a-z0-9-]+$/, '$1');
    const paths = only ? all.filter((p) => only.includes(named(p))) : all;
    const { save } = options;
    if (save) mkdirSync(save, { recursive: true });
    // The first request of each page renders it into the page cache; Lighthouse measures the cached page.
    for (const p of paths) await (await fetch(server.url + p)).arrayBuffer();

    console.log(
      `lighthouse: ${paths.length} pages × mobile and desktop against ${server.url} (load average ${os.loadavg()[0]!.toFixed(2)})`,
    );
    const rows: Row[] = [];
    /** Every run's benchmark index (Lighthouse measures the host before each run). */
    const indexes: number[] = [];
    for (const formFactor of Object.keys(FORM_FACTORS) as FormFactor[]) {
      for (const p of paths) {
        const runs = [];
        for (let run = 0; run < RUNS; run++) runs.push(await measure(server.url + p, formFactor));
        runs.sort((a, b) => a.scores[0]! - b.scores[0]! || b.tbt - a.tbt);
        indexes.push(...runs.map((r) => r.benchmarkIndex));
        const { report, benchmarkIndex: _, ...measured } = runs[Math.floor((runs.length - 1) / 2)]!;
        const row = { path: p, formFactor, ...measured };
        rows.push(row);
        if (save) writeFileSync(path.join(save, `${formFactor}${p.replace(/[/?=]+/g, '-')}.json`), report);
        console.log(`  ${formFactor} ${p}: ${runs.map((r) => r.scores.join('/')).join(', ')}`);
      }
    }
    const ofRuns = RUNS > 1 ? `, the median of ${RUNS} runs each` : '';
    const slowdown =
      CPU_SLOWDOWN === DEFAULT_CPU_SLOWDOWN
        ? ''
        : `, the phone with ${CPU_SLOWDOWN}x CPU slowdown (not the default ${DEFAULT_CPU_SLOWDOWN}x)`;
    console.log(
      `\nLighthouse ${lighthouseVersion()}, ${new Date().toISOString().slice(0, 10)}${ofRuns}${slowdown}, load average ${os.loadavg()[0]!.toFixed(2)} at the end\n`,
    );
    printTable(rows);
    const index = median(indexes);
    console.log(
      `\nThis machine's benchmark index: median ${index.toFixed(0)} over the ${indexes.length} runs, from ${Math.min(...indexes).toFixed(0)} to ${Math.max(...indexes).toFixed(0)}; ` +
        `Lighthouse's calculator gives ${calibratedCpuSlowdown(index).toFixed(1)}x CPU slowdown for it (the default 4x assumes about 1533).`,
    );
    const below = rows.filter((r) => r.scores.some((s) => s < 100));
    if (below.length) {
      console.log(`\n${below.length} of ${rows.length} runs score below 100`);
      process.exitCode = 1;
    }
  } finally {
    await server.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

function lighthouseVersion(): string {
  const pkg = path.join(path.dirname(new URL(import.meta.resolve('lighthouse')).pathname), '../package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
