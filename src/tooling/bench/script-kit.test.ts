import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { until } from '../../test/until';
import { ROOT } from '../harness/root';
import {
  appMemory,
  calibratedCpuSlowdown,
  childPids,
  cpuSeconds,
  median,
  parseOptions,
  percentile,
  procMemory,
  residentOf,
  treeCpuSeconds,
  treeMemory,
  UsageError,
} from './script-kit';

const SPEC = {
  seconds: { type: 'number', default: 6 },
  connections: { type: 'number', default: 50, integer: true },
  rounds: { type: 'number', default: 9, integer: true },
  only: { type: 'string' },
  save: { type: 'string' },
  markdown: { type: 'string' },
  proxy: { type: 'string', choices: ['caddy', 'nginx', 'both'], default: 'both' },
  keep: { type: 'boolean' },
} as const;

test('options: --name value and --name=value, a default when absent, flags true only when given', () => {
  const { values } = parseOptions(SPEC, ['--seconds', '2.5', '--only', '/,/about', '--rounds=3', '--keep', '--proxy', 'nginx']);
  assert.deepEqual(values, {
    seconds: 2.5,
    connections: 50,
    rounds: 3,
    only: '/,/about',
    save: undefined,
    markdown: undefined,
    proxy: 'nginx',
    keep: true,
  });
  assert.equal(parseOptions(SPEC, []).values.keep, false);
  assert.equal(parseOptions(SPEC, []).values.proxy, 'both');
});

test('options: an unknown flag, a number that is not one, a missing value are usage errors naming the option', () => {
  const refused = (args: string[], message: RegExp) =>
    assert.throws(
      () => parseOptions(SPEC, args),
      (error: unknown) => error instanceof UsageError && message.test(error.message),
      `${args.join(' ')}`,
    );
  refused(['--sconds', '4'], /^unknown option --sconds$/);
  refused(['--seconds', '4', '--markdwn', 'x.md'], /^unknown option --markdwn$/);
  refused(['--seconds', 'many'], /^--seconds needs a positive number \(got "many"\)$/);
  refused(['--seconds', '0'], /--seconds needs a positive number/);
  refused(['--seconds='], /--seconds needs a positive number \(got ""\)/);
  refused(['--seconds', 'Infinity'], /--seconds needs a positive number/);
  refused(['--connections', '2.5'], /^--connections needs a positive whole number \(got "2.5"\)$/);
  refused(['--rounds'], /--rounds/);
  refused(['--save', '--rounds', '2'], /--save/);
  refused(['--keep=yes'], /--keep/);
  refused(['--proxy', 'apache'], /^--proxy takes caddy, nginx, both \(got "apache"\)$/);
  refused(['stray'], /stray/);
});

test('options: plain arguments, as many as the script takes', () => {
  const three = { min: 2, max: 3 };
  assert.deepEqual(parseOptions({}, ['body.br', 'text/html', 'br'], three).positionals, ['body.br', 'text/html', 'br']);
  assert.deepEqual(parseOptions({}, ['body', 'text/html'], three).positionals, ['body', 'text/html']);
  assert.throws(() => parseOptions({}, ['body'], three), /2-3 arguments wanted, 1 given/);
  assert.throws(() => parseOptions({}, ['a', 'b', 'c', 'd'], three), /2-3 arguments wanted, 4 given/);
  assert.throws(() => parseOptions({}, ['a', '--port', '1', 'b'], three), /: unknown option --port$/);
});

test('every bench script stops at an unknown option with exit code 2 and its usage, before any work', async () => {
  const scripts = ['bench.ts', 'soak.ts', 'lighthouse.ts', 'attack-probes.ts', 'observatory.ts', 'auth-timing.ts', 'bare-koa.mjs'];
  await Promise.all(
    scripts.map(async (script) => {
      const file = path.join(ROOT, 'src/tooling/bench', script);
      const args = script.endsWith('.mjs') ? [file, '--no-such-option'] : ['--import', 'tsx', file, '--no-such-option'];
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      const [code] = (await once(child, 'exit')) as [number | null];
      assert.equal(code, 2, `${script}: ${stderr}`);
      assert.match(stderr, /^unknown option --no-such-option\nusage: \S/, script);
    }),
  );
});

test("Lighthouse's CPU slowdown calculator: its anchor points, and a weaker host gets a smaller slowdown", () => {
  for (const [index, slowdown] of [
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [2000, 6],
  ] as const) {
    assert.ok(Math.abs(calibratedCpuSlowdown(index) - slowdown) < 0.01, `${index} → ${calibratedCpuSlowdown(index)}`);
  }
  assert.equal(calibratedCpuSlowdown(50), 1);
  assert.ok(calibratedCpuSlowdown(1336) > 3.1 && calibratedCpuSlowdown(1336) < 3.2);
  assert.ok(calibratedCpuSlowdown(1050) < calibratedCpuSlowdown(1051));
});

test('median and nearest-rank percentiles, whatever the order given', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.ok(Number.isNaN(median([])));
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 ... 1
  assert.equal(percentile(hundred, 50), 50);
  assert.equal(percentile(hundred, 99), 99);
  assert.equal(percentile(hundred, 100), 100);
  assert.equal(percentile([7], 99), 7);
  assert.equal(percentile([], 99), 0);
});

test('procMemory reads a live process from /proc, and 0 once it has gone', { skip: process.platform !== 'linux' }, () => {
  const rss = procMemory(process.pid);
  assert.ok(rss > 10 * 1024 * 1024 && rss % 1024 === 0, `${rss}`);
  // Not compared with the RSS read just before: the kernel updates the high-water mark lazily, so a collection
  // between the two reads can leave it below that earlier RSS.
  const peak = procMemory(process.pid, 'VmHWM');
  assert.ok(peak > 10 * 1024 * 1024 && peak % 1024 === 0, `${peak}`);
  const gone = spawnSync('true').pid!;
  assert.equal(procMemory(gone), 0);
});

test('cpuSeconds reads what a process has used of the CPU, as the process itself counts it', { skip: process.platform !== 'linux' }, () => {
  const before = cpuSeconds(process.pid);
  const ownBefore = process.cpuUsage();
  const spent = () => {
    const now = process.cpuUsage(ownBefore);
    return (now.user + now.system) / 1e6;
  };
  // 300 ms of CPU, however long the machine takes to give them.
  while (spent() < 0.3) Math.sqrt(Math.random());
  const used = cpuSeconds(process.pid) - before;
  const ownUsed = spent();
  // Ticks are 10 ms: within 50 ms of the process's own count.
  assert.ok(used >= 0.2 && Math.abs(used - ownUsed) <= 0.05, `stat ${used} s, cpuUsage ${ownUsed} s`);
  assert.equal(cpuSeconds(spawnSync('true').pid!), 0);
});

test("a process tree's CPU time keeps a child's time after the child has exited", { skip: process.platform !== 'linux' }, async () => {
  const before = treeCpuSeconds(process.pid);
  // About 400 ms of CPU in a child, which then exits and is collected.
  const child = spawn(
    process.execPath,
    ['-e', 'const t = process.cpuUsage(); while (process.cpuUsage(t).user < 4e5) Math.sqrt(Math.random());'],
    {
      stdio: 'ignore',
    },
  );
  let during = 0;
  const watch = setInterval(() => (during = Math.max(during, treeCpuSeconds(process.pid) - before)), 20);
  await new Promise((resolve) => child.once('exit', resolve));
  clearInterval(watch);
  const after = treeCpuSeconds(process.pid) - before;
  assert.ok(during > 0.1, `the running child was counted: ${during} s`);
  assert.ok(after >= 0.4, `the exited child's 0.4 s stayed in the total: ${after} s`);
  assert.ok(after >= during, `never less after the exit: ${during} s then ${after} s`);
});

test("a process tree's memory counts its children: work moved into a child process is never hidden", {
  skip: process.platform !== 'linux',
}, async () => {
  const child = spawn(process.execPath, ['-e', 'const keep = Buffer.alloc(64 * 1024 * 1024, 1); setInterval(() => keep.length, 1000);'], {
    stdio: 'ignore',
  });
  try {
    // Node at rest (~40 MiB) and the 64 MiB filled.
    await until(() => procMemory(child.pid!) >= 100 * 1024 * 1024, 'the child to fill its 64 MiB');
    assert.deepEqual(childPids(process.pid), [child.pid]);
    assert.ok(procMemory(child.pid!, 'VmHWM') >= 64 * 1024 * 1024, "the child's peak counts its 64 MiB");
    const own = procMemory(process.pid);
    const tree = treeMemory(process.pid);
    assert.ok(tree >= own + 64 * 1024 * 1024, `tree ${tree} counts the child's 64 MiB beside own ${own}`);
    // The child's own 64 MiB in full; the node executable, which both run, once.
    const executable = realpathSync(process.execPath);
    const shared = residentOf(child.pid!, executable);
    assert.ok(shared > 16 * 1024 * 1024, `the child has the node executable in memory (${shared})`);
    const app = appMemory(process.pid);
    // This process's own RSS moves a few MiB between the reads (its heap), so the bounds are loose.
    assert.ok(app >= own + 60 * 1024 * 1024, `${app}: the child's 64 MiB beside own ${own}`);
    assert.ok(app < tree - shared / 2, `${app}: the executable's ${shared} bytes not counted twice (summed RSS ${tree})`);
  } finally {
    child.kill('SIGKILL');
  }
  await new Promise((resolve) => child.once('exit', resolve));
  assert.deepEqual(childPids(process.pid), []);
});
