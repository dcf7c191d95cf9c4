import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { BUILT_ADMIN, startBuiltServer } from '../../tooling/harness/built-server';
import { ROOT } from '../../tooling/harness/root';
import { SiteClient } from '../../tooling/harness/site-client';

/** Runs the built CLI with `input` on stdin; resolves with its exit code and output. */
function cli(dataDir: string, args: string[], input: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [path.join(ROOT, 'dist/cli/admin-password.js'), ...args],
      {
        env: { PATH: process.env.PATH ?? '/usr/bin', DATA_DIR: dataDir },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    );
    child.stdin!.end(input);
  });
}

test('npm run admin:password sets a new password, ends every session and refuses weak ones', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fruit-cli-'));
  const server = await startBuiltServer({ dataDir });
  try {
    const session = new SiteClient(server.url);
    assert.equal((await session.post('/api/auth/login', { json: BUILT_ADMIN })).status, 200);
    assert.equal((await session.get('/api/admin/categories')).status, 200);

    const weak = await cli(dataDir, [], 'password1234\n');
    assert.notEqual(weak.code, 0);
    assert.match(weak.out, /too common.*Nothing was changed/);
    const short = await cli(dataDir, [], 'short\n');
    assert.match(short.out, /at least 12 characters/);

    const done = await cli(dataDir, [], 'a fresh password for the owner\n');
    assert.equal(done.code, 0, done.out);
    assert.match(done.out, /Password set for admin "owner"\. 1 session\(s\) ended/);
    assert.equal((await session.get('/api/admin/categories')).status, 401, 'the old session is over');
    const oldLogin = await new SiteClient(server.url).post('/api/auth/login', { json: BUILT_ADMIN });
    assert.equal(oldLogin.status, 401);
    const newLogin = await new SiteClient(server.url).post('/api/auth/login', {
      json: { username: 'owner', password: 'a fresh password for the owner' },
    });
    assert.equal(newLogin.status, 200);
  } finally {
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
