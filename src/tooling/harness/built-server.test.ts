import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { asTheUnitRunsIt, startBuiltServer } from './built-server';

test('the unit caps malloc arenas and both V8 generations, and the built server under test runs exactly so', {
  skip: process.platform !== 'linux',
}, async () => {
  const unit = asTheUnitRunsIt();
  assert.equal(unit.env.MALLOC_ARENA_MAX, '2');
  assert.equal(unit.env.MALLOC_MMAP_THRESHOLD_, '131072');
  assert.equal(unit.env.NODE_ENV, 'production');
  assert.ok(unit.nodeFlags.includes('--max-semi-space-size=2'), unit.nodeFlags.join(' '));
  assert.ok(unit.nodeFlags.includes('--max-old-space-size=128'), unit.nodeFlags.join(' '));
  assert.ok(unit.nodeFlags.includes('--expose-gc'), 'password-strength.ts collects the word lists it lets go');

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fruit-unit-like-'));
  const server = await startBuiltServer({ dataDir });
  try {
    const pid = server.child.pid!;
    const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    for (const [name, value] of Object.entries(unit.env)) assert.ok(environ.includes(`${name}=${value}`), `${name}=${value}`);
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    for (const flag of unit.nodeFlags) assert.ok(argv.includes(flag), flag);
  } finally {
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
