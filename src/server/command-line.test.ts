import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ROOT } from '../tooling/harness/root';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'fruit-command-line-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
/** Never made: a command that stops at its arguments opens no data. */
const DATA_DIR = path.join(scratch, 'data');

/** Runs a command from its source (build.mjs as it is) with no input; resolves with its exit code and stderr. */
function run(file: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  const runner = file.endsWith('.mjs') ? [] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...runner, file, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin', DATA_DIR },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

const COMMANDS = [
  {
    file: 'src/server/cli/admin-password.ts',
    usage:
      /Usage: npm run admin:password -- \[--username NAME\] \[--forget-devices\]\n {7}npm run admin:password -- --enrol \| --clear-throttle/,
  },
  { file: 'src/server/cli/backup.ts', usage: /Usage: npm run backup -- \[DEST\] \[--keep N\]/ },
  { file: 'src/server/cli/restore.ts', usage: /Usage: npm run restore -- <backup folder> \[--check\] \[--with-credentials\]/ },
  { file: 'src/server/db/starter/make-starter-images.ts', usage: /Usage: node dist\/make-starter-images\.js <artDir> <outDir>/ },
  { file: 'build.mjs', usage: /Usage: node build\.mjs \[--server-only\]/ },
];

test('every command refuses an unknown option with exit code 2 and its usage, before doing anything', async () => {
  for (const { file, usage } of COMMANDS) {
    const { code, stderr } = await run(file, ['--clear-throtle']);
    assert.equal(code, 2, `${file}: ${stderr}`);
    assert.match(stderr, /Unknown option '--clear-throtle'/, file);
    assert.match(stderr, usage, file);
  }
  assert.equal(existsSync(DATA_DIR), false, 'no command opened the data folder');
});

test('a missing option value, a wrong count of arguments or a bad --keep is a usage error too', async () => {
  for (const [file, args, problem] of [
    ['src/server/cli/admin-password.ts', ['--username'], /Option '--username <value>' argument missing/],
    ['src/server/cli/admin-password.ts', ['owner'], /Unexpected argument 'owner'/],
    ['src/server/cli/admin-password.ts', ['--enrol', '--forget-devices'], /Give one of: a new password/],
    ['src/server/cli/admin-password.ts', ['--clear-throttle', '--enrol'], /Give one of: a new password/],
    ['src/server/cli/backup.ts', ['one', 'two'], /One destination folder at most, not 2/],
    ['src/server/cli/backup.ts', ['--keep', '0'], /--keep needs a whole number of backups to keep \(1 or more\)/],
    ['src/server/cli/restore.ts', ['--check'], /One backup folder, not 0/],
    ['src/server/cli/restore.ts', ['a', 'b'], /One backup folder, not 2/],
    ['src/server/db/starter/make-starter-images.ts', ['art'], /Two folders, not 1/],
    ['build.mjs', ['--server-only=yes'], /Option '--server-only' does not take an argument/],
  ] as const) {
    const { code, stderr } = await run(file, [...args]);
    assert.equal(code, 2, `${file} ${args.join(' ')}: ${stderr}`);
    assert.match(stderr, problem, `${file} ${args.join(' ')}`);
  }
  assert.equal(existsSync(DATA_DIR), false);
});
