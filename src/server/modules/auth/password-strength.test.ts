// run-tests: alone (it checks which word lists its own process has loaded)
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import v8 from 'node:v8';
import vm from 'node:vm';
import { startTestApp, TEST_ADMIN, TEST_SCRYPT, withTestApp } from '../../../test/start-test-app';
import { ROOT } from '../../../tooling/harness/root';
import { createAdminsRepo } from './admins.repo';
import { bootstrapAdmin } from './bootstrap-admin';
import { verifyPassword } from './password';
import { DICTIONARY_PACKAGES, loadDictionaries, passwordProblem, releaseStrengthChecker, strengthCheckerLoaded } from './password-strength';

const realScrypt = crypto.scrypt;

/** Guessable passwords a 24-word list let through: patterns, dates, the site's own words, leaked-list variants. */
const GUESSABLE = [
  'Summer2025Summer',
  'fruitadmin2024',
  'january2026!!',
  'Password2024!',
  'mumbaifruits2024',
  'Mumbai@123456',
  'qwerty1234567',
  'mangomango12',
];
const GOOD = ['correct horse battery staple', 'kesar mango pulp', 'Ratnagiri#Alphonso7', 'आम का मौसम आ गया है', 'delhi chennai cochin'];

test('the word lists are in memory only while a password is being set: none at start, none left in the module cache, let go a minute after the last check', (t) => {
  const requireHere = createRequire(import.meta.url);
  const folders = DICTIONARY_PACKAGES.map((name) => path.dirname(requireHere.resolve(name)) + path.sep);
  const cachedListFiles = () => Object.keys(requireHere.cache).filter((file) => folders.some((folder) => file.startsWith(folder)));
  assert.equal(strengthCheckerLoaded(), false, 'nothing loaded before the first check');
  assert.deepEqual(cachedListFiles(), [], 'not imported with the module');
  t.mock.timers.enable({ apis: ['setTimeout'] });
  assert.equal(passwordProblem('correct horse battery staple'), undefined);
  assert.equal(strengthCheckerLoaded(), true, 'loaded by a check');
  assert.deepEqual(cachedListFiles(), [], 'no module keeps the lists alive');
  t.mock.timers.tick(59_999);
  assert.match(passwordProblem('Summer2025Summer') ?? '', /too common/, 'a second check within the minute');
  t.mock.timers.tick(59_999);
  assert.equal(strengthCheckerLoaded(), true, 'kept for a minute after the last check');
  t.mock.timers.tick(1);
  assert.equal(strengthCheckerLoaded(), false, 'let go');
  assert.match(passwordProblem('Summer2025Summer') ?? '', /too common/, 'loaded again when needed');
});

test('word lists that nothing holds any more are collected: loading them leaves no module behind that points to them', async () => {
  v8.setFlagsFromString('--expose-gc');
  const collect = vm.runInNewContext('gc') as () => void;
  const lists = (() => {
    const { common, english } = loadDictionaries();
    return [new WeakRef(common.dictionary), new WeakRef(english.dictionary)];
  })();
  // A WeakRef holds its target until the current job ends.
  await new Promise(setImmediate);
  collect();
  assert.deepEqual(
    lists.map((list) => list.deref() === undefined),
    [true, true],
    'both word lists collected (about 11 MB of heap)',
  );
});

test('a first start lets the word lists go as soon as ADMIN_PASSWORD is checked, and loads them only after the hash is done', async (t) => {
  await withTestApp(async (app) => {
    app.db.exec('DELETE FROM admins');
    const admins = createAdminsRepo(app.db);
    releaseStrengthChecker(); // an earlier test's checker
    const gc = t.mock.fn();
    (globalThis as { gc?: () => void }).gc = gc;
    t.after(() => delete (globalThis as { gc?: () => void }).gc);
    // The hash finishes (and frees its memory) before the lists load: both are never held at once.
    const order: string[] = [];
    const scrypt = t.mock.method(crypto, 'scrypt', (...args: Parameters<typeof crypto.scrypt>) => {
      order.push(`hash (lists loaded: ${strengthCheckerLoaded()})`);
      return Reflect.apply(realScrypt, crypto, args);
    });
    syncBuiltinESMExports(); // password.ts imported scrypt by name
    const result = await bootstrapAdmin(admins, { username: 'owner', password: 'kesar mango pulp season' }, TEST_SCRYPT).finally(() => {
      scrypt.mock.restore();
      syncBuiltinESMExports();
    });
    assert.deepEqual(result, { created: true, username: 'owner' });
    assert.deepEqual(order, ['hash (lists loaded: false)']);
    assert.equal(strengthCheckerLoaded(), false, 'let go at once, not a minute later');
    assert.equal(gc.mock.callCount(), 1, 'and collected at once (the unit runs node with --expose-gc)');
    assert.ok(await verifyPassword('kesar mango pulp season', admins.first()!.password_hash, TEST_SCRYPT));
  });
});

test('the strength estimator refuses guessable passwords of 12+ characters and accepts a few unrelated words', () => {
  for (const p of GUESSABLE) assert.match(passwordProblem(p) ?? '', /too common or too easy to guess/, p);
  for (const p of GOOD) assert.equal(passwordProblem(p), undefined, p);
  assert.match(passwordProblem('owner-of-the-shop', { username: 'owner-of-the-shop' }) ?? '', /too easy to guess/, 'the username itself');
  assert.match(passwordProblem('short') ?? '', /at least 12 characters/);
});

/** Runs the admin:password command on a data directory with `input` on stdin. */
function cli(dataDir: string, input: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/admin-password.ts'],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    );
    child.stdin!.end(`${input}\n`);
  });
}

test('the same rule wherever a password is set: first start, the Account screen, the CLI', async () => {
  const weak = 'Summer2025Summer';
  await withTestApp(async (app) => {
    const admins = createAdminsRepo(app.db);
    const empty = await startTestApp();
    try {
      empty.db.exec('DELETE FROM admins');
      await assert.rejects(
        bootstrapAdmin(createAdminsRepo(empty.db), { username: 'owner', password: weak }, TEST_SCRYPT),
        /ADMIN_PASSWORD: .*too easy to guess/,
      );
      assert.equal(createAdminsRepo(empty.db).first(), undefined);
    } finally {
      await empty.close();
    }
    const owner = await app.admin();
    const change = await owner.put('/api/admin/account/password', { json: { currentPassword: TEST_ADMIN.password, newPassword: weak } });
    assert.equal(change.status, 400);
    const body = await change.json();
    assert.match(body.fields.newPassword, /too easy to guess/);
    const before = admins.first()!.password_hash;
    const refused = await cli(app.dataDir, weak);
    assert.notEqual(refused.code, 0);
    assert.match(refused.out, /too easy to guess.*Nothing was changed/);
    assert.equal(admins.first()!.password_hash, before, 'nothing changed');
  });
});
