import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { test } from 'node:test';
import { until } from '../../test/until';
import {
  appMemory,
  calibratedCpuSlowdown,
  childPids,
  cpuSeconds,
  median,
  numberOption,
  percentile,
  procMemory,
  residentOf,
  stringOption,
  treeCpuSeconds,
  treeMemory,
} from './script-kit';

test('options: --name value, a fallback when absent, and a bad number is refused', () => {
  const argv = ['node', 'bench.ts', '--seconds', '4', '--only', '/,/about', '--rounds', 'many', '--threads', '0'];
  assert.equal(stringOption('only', argv), '/,/about');
  assert.equal(stringOption('save', argv), undefined);
  assert.equal(numberOption('seconds', 6, argv), 4);
  assert.equal(numberOption('connections', 50, argv), 50);
  assert.throws(() => numberOption('rounds', 3, argv), /--rounds needs a positive number \(got many\)/);
  assert.throws(() => numberOption('threads', 1, argv), /--threads/);
  assert.throws(() => numberOption('runs', 1, ['node', 'x', '--runs']), /--runs needs a value/);
  assert.throws(() => stringOption('save', ['node', 'x', '--save', '--runs', '2']), /--save needs a value/);
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
