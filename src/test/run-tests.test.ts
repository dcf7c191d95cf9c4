// The test runner itself: its command line, and what a run prints (each file's result, the ten slowest, the totals).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { ROOT } from '../tooling/harness/root';
import { typecheckArgs } from './typecheck-command.mjs';

const run = promisify(execFile);
const runTests = (args: string[]) =>
  run(process.execPath, ['src/test/run-tests.mjs', ...args], { cwd: ROOT }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

test('a wrong command line stops at once with exit code 2 and says why', async () => {
  const unknown = await runTests(['--fast']);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /^run-tests: .*--fast/);
  const noJobs = await runTests(['--jobs', '0']);
  assert.equal(noJobs.code, 2);
  assert.match(noJobs.stderr, /--jobs takes a whole number of at least 1/);
  const none = await runTests(['no-such-test-file-anywhere']);
  assert.equal(none.code, 1);
  assert.match(none.stderr, /no test files matched/);
});

test('light files share a process, yet each gets its result and time; the counts add up across processes', async () => {
  const { code, stdout } = await runTests(['src/shared/gstin.test.ts', 'src/shared/months.test.ts', 'src/deploy/deploy-files.test.ts']);
  assert.equal(code, 0, stdout);
  assert.match(
    stdout,
    /── ok 2 files together, from src\/shared\/gstin\.test\.ts \(\d+\.\d s\)\n {3}src\/shared\/gstin\.test\.ts\n {3}src\/shared\/months\.test\.ts\n/,
  );
  // It declares hooks at its top level, which would apply to every file of a shared process.
  assert.match(stdout, /── ok src\/deploy\/deploy-files\.test\.ts \(\d+\.\d s\)/);
  const slowest = stdout.slice(stdout.indexOf('The ten slowest files'));
  for (const file of ['gstin', 'months', 'deploy-files'])
    assert.match(slowest, new RegExp(`\\d+\\.\\d s  src/\\S+/${file}\\.test\\.ts\\n`));
  assert.match(slowest, /light files shared 1 processes/);
  const [, files, tests, passed] = /\n(\d+) files, (\d+) tests: (\d+) passed, 0 failed/.exec(stdout) ?? [];
  assert.equal(files, '3');
  assert.ok(Number(tests) >= 6 && passed === tests, `${tests} tests, ${passed} passed`);
});

test('the incremental type check still finds an error introduced after a clean, cached run', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fruit-typecheck-'));
  try {
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [], lib: ['ES2022'] }, include: ['*.ts'] }),
    );
    writeFileSync(path.join(dir, 'price.ts'), 'export const price = (kg: number): number => kg * 180;\n');
    writeFileSync(path.join(dir, 'order.ts'), "import { price } from './price';\nexport const total: number = price(18);\n");
    const typecheck = () =>
      run(process.execPath, typecheckArgs(ROOT, path.join(dir, 'tsconfig.json'), dir), { cwd: ROOT }).then(
        () => ({ code: 0, stdout: '' }),
        (error: { code: number; stdout: string }) => error,
      );
    assert.equal((await typecheck()).code, 0);
    assert.ok(existsSync(path.join(dir, 'tsc.tsbuildinfo')), 'the build info is kept for the next run');
    // A change in one file breaks the file that depends on it, which did not change itself.
    writeFileSync(path.join(dir, 'price.ts'), 'export const price = (kg: number): string => String(kg * 180);\n');
    const broken = await typecheck();
    assert.equal(broken.code, 2);
    assert.match(broken.stdout, /order\.ts.*Type 'string' is not assignable to type 'number'/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
