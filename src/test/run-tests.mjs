// Runs every *.test.ts(x) under src/ with node:test (TypeScript through tsx): heavy files each in a process of their
// own, light files fourteen to a process, on several workers, the longest jobs first (by their last recorded wall time),
// then prints the totals and the ten slowest files.
//
// Usage: node src/test/run-tests.mjs [--quick] [--typecheck] [--jobs N] [part-of-path ...]
//   --quick      only what needs no browser, no built server (dist/) and no proxy: the inner loop
//   --typecheck  also runs tsc --noEmit (incremental) as one of the jobs, beside the test files (npm test does)
//   --jobs N     workers (default: twice the machine's available parallelism: the browser tests, the deploy
//                rehearsal and the servers the tests start spend much of their time waiting)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { typecheckArgs } from './typecheck-command.mjs';

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
const workers = args.values.jobs === undefined ? os.availableParallelism() * 2 : Number(args.values.jobs);
if (!Number.isInteger(workers) || workers < 1) {
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
/** Each test file's text, read once: what it imports and declares decides how it runs. */
const sources = new Map(files.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
const source = (file) => sources.get(file);
const estimate = (file) => recorded[file] ?? source(file).length * (NEEDS_FULL_RUN.test(source(file)) ? 8 : 2);
/** The type check, run as a job of its own beside the test files; its time is recorded under this name. */
const TYPECHECK = 'typecheck (tsc --noEmit)';

/**
 * Light files share a process: starting node with tsx and loading the server or the admin costs about 2 s of CPU
 * per process, more than most files' own tests. A file runs alone when it needs a full run, declares hooks at its
 * top level (those would apply to every file of the process), or is marked `// run-tests: alone (why)` on a line of
 * its own (it checks what its own process has loaded, or it is heavy). Which files share a process depends on
 * nothing but the files, so a run here and a run in CI group them alike: up to BATCH_FILES, in path order, files
 * that install the test DOM (happy-dom globals) apart from the others.
 */
const BATCH_FILES = 14;
const TOP_LEVEL_HOOK = /^(before|after|beforeEach|afterEach)\(/m;
const ALONE_MARK = /^\/\/ run-tests: alone/m;
const USES_DOM = /test\/dom|happy-dom/;
/** A file installs the test DOM when it imports the DOM kit or happy-dom, or is one of the kit's own tests. */
const usesDom = (file) => USES_DOM.test(file) || USES_DOM.test(source(file));

const alone = (file) => [NEEDS_FULL_RUN, TOP_LEVEL_HOOK, ALONE_MARK].some((pattern) => pattern.test(source(file)));

/** A job: one process, for the type check, one file, or several light files. */
const jobList = [];
if (typecheck) jobList.push({ name: TYPECHECK, files: [], expected: recorded[TYPECHECK] ?? 20_000 });
for (const file of files.filter(alone)) jobList.push({ name: file, files: [file], expected: estimate(file) });
for (const group of [files.filter((f) => !alone(f) && usesDom(f)), files.filter((f) => !alone(f) && !usesDom(f))]) {
  for (let i = 0; i < group.length; i += BATCH_FILES) {
    const batch = group.slice(i, i + BATCH_FILES);
    const name = batch.length > 1 ? `${batch.length} files together, from ${batch[0]}` : batch[0];
    jobList.push({ name, files: batch, expected: batch.reduce((sum, f) => sum + estimate(f), 0) });
  }
}
const queue = jobList.sort((a, b) => b.expected - a.expected);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'fruit-tests-'));
const totals = { tests: 0, pass: 0, fail: 0, cancelled: 0, skipped: 0, todo: 0 };
const times = {};
const processTimes = [];
const failedFiles = [];
const started = performance.now();

// NODE_TEST_CONTEXT is node:test's own mark for a file run by a test runner; a runner started from a test (as
// run-tests.test.ts does) must not pass it on, or its files would skip their tests.
const { NODE_TEST_CONTEXT: _, ...inherited } = process.env;
/**
 * React reads NODE_ENV once: a file that renders in the test DOM gets its development build, whose warnings (keys,
 * hydration mismatches) the DOM tests assert on; every other file runs the production build the server runs, which
 * also renders pages in a fraction of the time.
 */
const childEnv = (job) => ({ ...inherited, NODE_ENV: job.files.some(usesDom) ? 'test' : 'production' });
const reporters = (index) => [
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  `--test-reporter=${path.join(root, 'src/test/file-times-reporter.mjs')}`,
  `--test-reporter-destination=${path.join(scratch, `${index}.results`)}`,
];

/** The command of a job: tsc, a test file, or an entry module that imports several test files in order. */
function commandOf(job, index) {
  if (job.name === TYPECHECK) return typecheckArgs(root, 'tsconfig.json', path.dirname(timesFile));
  if (job.files.length === 1) return ['--import', 'tsx', '--test', ...reporters(index), job.files[0]];
  const entry = path.join(scratch, `together-${index}.mjs`);
  writeFileSync(entry, job.files.map((f) => `import ${JSON.stringify(pathToFileURL(path.join(root, f)).href)};\n`).join(''));
  return ['--import', 'tsx', '--test', ...reporters(index), entry];
}

function runJob(job, index) {
  const child = spawn(process.execPath, commandOf(job, index), { cwd: root, env: childEnv(job), stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const jobStarted = performance.now();
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const ms = performance.now() - jobStarted;
      const resultsFile = path.join(scratch, `${index}.results`);
      const results = existsSync(resultsFile)
        ? readFileSync(resultsFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line))
        : [];
      const counts = Object.fromEntries(results.filter((r) => r.count).map((r) => [r.count, r.n]));
      for (const key of Object.keys(totals)) totals[key] += counts[key] ?? 0;
      const ok = code === 0 && (job.name === TYPECHECK || counts.fail === 0);
      const why = signal ? ` (${signal})` : code ? ` (exit ${code})` : '';
      if (job.files.length > 1) {
        // Each file's time is the sum of its top-level tests' times; a file with a failed test is named, or every
        // file of the process when it failed without one (it crashed, or a file could not be loaded).
        const failed = new Set();
        for (const file of job.files) {
          const own = results.filter(
            (r) => r.file && path.relative(root, r.file.startsWith('file:') ? fileURLToPath(r.file) : r.file) === file,
          );
          times[file] = own.reduce((sum, r) => sum + r.ms, 0);
          if (own.some((r) => r.failed)) failed.add(file);
        }
        if (!ok) failedFiles.push(...(failed.size ? [...failed] : job.files).map((f) => `${f}${why}`));
        processTimes.push(ms);
      } else {
        times[job.name] = ms;
        if (!ok) failedFiles.push(`${job.name}${why}`);
      }
      process.stdout.write(`\n── ${ok ? 'ok' : 'FAILED'} ${job.name} (${(ms / 1000).toFixed(1)} s)\n`);
      if (job.files.length > 1) process.stdout.write(`   ${job.files.join('\n   ')}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve();
    });
  });
}

/**
 * The longest jobs (a browser, the deploy rehearsal) slow each other down more than they gain together: at most
 * one fewer than the workers run at once, so one worker always takes the light ones.
 */
const HEAVY_MS = 40_000;
const heavy = (job) => job.expected >= HEAVY_MS;
let heavyRunning = 0;
let jobsStarted = 0;
async function worker() {
  while (queue.length) {
    const pick = queue.findIndex((job) => !heavy(job) || heavyRunning < Math.max(1, workers - 1));
    const job = queue.splice(pick === -1 ? 0 : pick, 1)[0];
    const index = jobsStarted++;
    if (heavy(job)) heavyRunning++;
    await runJob(job, index);
    if (heavy(job)) heavyRunning--;
  }
}
await Promise.all(Array.from({ length: Math.min(workers, queue.length) }, worker));
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
console.log(`\nThe ten slowest files (${workers} workers):`);
for (const [file, ms] of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
if (processTimes.length)
  console.log(
    `(a light file's time is that of its tests; light files shared ${processTimes.length} processes: ` +
      `${processTimes.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s)`,
  );
console.log(
  `\n${files.length} files, ${totals.tests} tests: ${totals.pass} passed, ${totals.fail} failed, ${totals.cancelled} cancelled, ` +
    `${totals.skipped} skipped, ${totals.todo} todo, in ${wall.toFixed(1)} s`,
);
if (failedFiles.length) {
  console.log(`\nFailed:\n${failedFiles.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
