// Runs every *.test.ts(x) under src/ with node:test (TypeScript through tsx), each file in its own process, on as
// many workers as the machine has, the longest files first (by their last recorded wall time), then prints the
// totals and the ten slowest files.
//
// Usage: node src/test/run-tests.mjs [--quick] [--typecheck] [--jobs N] [part-of-path ...]
//   --quick      only what needs no browser, no built server (dist/) and no proxy: the inner loop
//   --typecheck  also runs tsc --noEmit as one of the jobs, beside the test files (npm test does)
//   --jobs N     workers (default: one more than the machine's available parallelism: the browser tests and the
//                deploy rehearsal spend half their time waiting, and a third worker fills it)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { quick: { type: 'boolean', default: false }, typecheck: { type: 'boolean', default: false }, jobs: { type: 'string' } },
  });
} catch (error) {
  console.error(`run-tests: ${error.message}`);
  process.exit(2);
}
const { quick, typecheck } = args.values;
const jobs = args.values.jobs === undefined ? os.availableParallelism() + 1 : Number(args.values.jobs);
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error('run-tests: --jobs takes a whole number of at least 1');
  process.exit(2);
}
const filters = args.positionals;

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : walk(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * A file needs more than source and the last build when it drives Chromium, starts the built server or its image
 * worker (dist/), or runs a proxy or the deploy rehearsal. Read from its imports, so no list can drift.
 */
const NEEDS_FULL_RUN = /from '[^']*\/(browser|built-server|chromium|nginx-local|rehearsal\/[\w-]+)'|['"`/]dist\/|rehearse\.ts/;

const files = walk(path.join(root, 'src'))
  .map((f) => path.relative(root, f))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .filter((f) => !quick || !NEEDS_FULL_RUN.test(readFileSync(path.join(root, f), 'utf8')))
  .sort();

if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}

// The inner loop uses the last build's bundles and page CSS (static/build); it makes one when there is none.
if (quick && !existsSync(path.join(root, 'static/build/manifest.json'))) {
  console.log('run-tests: no build yet, running node build.mjs first');
  if (spawnSync(process.execPath, ['build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

// Each file's last wall time, kept outside the repo; a file never timed is placed by its size and kind.
const timesFile = path.join(root, 'node_modules/.cache/fruit-tests/durations.json');
const recorded = existsSync(timesFile) ? JSON.parse(readFileSync(timesFile, 'utf8')) : {};
const estimate = (file) =>
  recorded[file] ?? statSync(path.join(root, file)).size * (NEEDS_FULL_RUN.test(readFileSync(path.join(root, file), 'utf8')) ? 8 : 2);
/** The type check, run as a job of its own beside the test files; its time is recorded under this name. */
const TYPECHECK = 'typecheck (tsc --noEmit)';
const expected = (job) => (job === TYPECHECK ? (recorded[job] ?? 20_000) : estimate(job));
const queue = [...files, ...(typecheck ? [TYPECHECK] : [])].sort((a, b) => expected(b) - expected(a));

const scratch = mkdtempSync(path.join(os.tmpdir(), 'fruit-tests-'));
const totals = { tests: 0, pass: 0, fail: 0, cancelled: 0, skipped: 0, todo: 0 };
const times = {};
const failedFiles = [];
const started = performance.now();

// NODE_TEST_CONTEXT is node:test's own mark for a file run by a test runner; a runner started from a test (as
// run-tests.test.ts does) must not pass it on, or its files would skip their tests.
const { NODE_TEST_CONTEXT: _, ...inherited } = process.env;
const childEnv = { ...inherited, NODE_ENV: 'test' };

function runFile(file, index) {
  const tap = path.join(scratch, `${index}.tap`);
  const command =
    file === TYPECHECK
      ? [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json']
      : [
          '--import',
          'tsx',
          '--test',
          '--test-reporter=spec',
          '--test-reporter-destination=stdout',
          '--test-reporter=tap',
          `--test-reporter-destination=${tap}`,
          file,
        ];
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const fileStarted = performance.now();
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const ms = performance.now() - fileStarted;
      times[file] = ms;
      const counts = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
      for (const key of Object.keys(totals)) {
        const found = counts.match(new RegExp(`^# ${key} (\\d+)$`, 'm'));
        if (found) totals[key] += Number(found[1]);
      }
      const ok = code === 0 && (file === TYPECHECK || /^# fail 0$/m.test(counts));
      if (!ok) failedFiles.push(`${file}${signal ? ` (${signal})` : code ? ` (exit ${code})` : ''}`);
      process.stdout.write(`\n── ${ok ? 'ok' : 'FAILED'} ${file} (${(ms / 1000).toFixed(1)} s)\n`);
      process.stdout.write(Buffer.concat(output));
      resolve();
    });
  });
}

let next = 0;
async function worker() {
  while (next < queue.length) {
    const index = next++;
    await runFile(queue[index], index);
  }
}
await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, worker));
rmSync(scratch, { recursive: true, force: true });

// Only a full, unfiltered run is a fair record of each file's time under load.
if (!quick && filters.length === 0) {
  mkdirSync(path.dirname(timesFile), { recursive: true });
  writeFileSync(timesFile, JSON.stringify({ ...recorded, ...times }, null, 1));
}

const wall = (performance.now() - started) / 1000;
const slowest = Object.entries(times)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 10);
console.log(`\nThe ten slowest files (${jobs} workers):`);
for (const [file, ms] of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
console.log(
  `\n${files.length} files, ${totals.tests} tests: ${totals.pass} passed, ${totals.fail} failed, ${totals.cancelled} cancelled, ` +
    `${totals.skipped} skipped, ${totals.todo} todo, in ${wall.toFixed(1)} s`,
);
if (failedFiles.length) {
  console.log(`\nFailed:\n${failedFiles.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
