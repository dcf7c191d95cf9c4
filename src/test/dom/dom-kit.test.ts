// The DOM kit undoes what a test set up even when the test fails, and reports a clean-up step that fails.
import './install';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cleanup, heldReply, never, onCleanup, routes, stubFetch } from './index';

test('a test that throws still leaves the real fetch, XHR and console, no mounted root and an empty page', () => {
  const fixture = fileURLToPath(new URL('./fixtures/failing-test.ts', import.meta.url));
  // Without NODE_TEST_CONTEXT the child reports as a test run of its own (TAP), not to this runner.
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--test-reporter=tap', fixture], { encoding: 'utf8', env });
  assert.match(run.stdout, /^not ok 1 - fails after stubbing everything$/m);
  assert.match(run.stdout, /^ok 2 - the next test finds everything restored$/m, run.stdout);
});

test('stubFetch records calls, answers from a table, and fails loudly on a call the table does not know', async () => {
  const calls = stubFetch(routes({ 'GET /api/x': { body: [1] }, 'DELETE /api/x/1': { status: 204 } }));
  assert.deepEqual(await (await fetch('/api/x?y=1')).json(), [1]);
  assert.equal((await fetch('/api/x/1', { method: 'delete' })).status, 204);
  const unknown = await fetch('/api/z', { method: 'POST', body: JSON.stringify({ a: 1 }) });
  assert.equal(unknown.status, 599);
  assert.equal(await unknown.text(), 'unexpected POST /api/z');
  assert.deepEqual(calls, [
    { method: 'GET', url: '/api/x?y=1', body: undefined },
    { method: 'DELETE', url: '/api/x/1', body: undefined },
    { method: 'POST', url: '/api/z', body: { a: 1 } },
  ]);
  stubFetch(never);
  const pending = await Promise.race([
    fetch('/api/x').then(() => 'answered'),
    new Promise((resolve) => setTimeout(resolve, 20, 'waiting')),
  ]);
  assert.equal(pending, 'waiting');
});

test('heldReply keeps a call waiting until the test answers it', async () => {
  const held = heldReply();
  stubFetch(routes({ 'GET /api/x': held.reply }));
  const answered = fetch('/api/x').then((response) => response.json());
  const early = await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, 20, 'waiting'))]);
  assert.equal(early, 'waiting');
  held.answer({ body: [2] });
  assert.deepEqual(await answered, [2]);
});

test('every clean-up step runs, newest first, and the failures are reported together', async () => {
  const ran: string[] = [];
  onCleanup(() => void ran.push('first'));
  onCleanup(() => {
    ran.push('second');
    throw new Error('second failed');
  });
  onCleanup(() => {
    ran.push('third');
    throw new Error('third failed');
  });
  await assert.rejects(cleanup(), (error: unknown) => {
    assert.ok(error instanceof AggregateError);
    assert.deepEqual(
      error.errors.map((e: Error) => e.message),
      ['third failed', 'second failed'],
    );
    return true;
  });
  assert.deepEqual(ran, ['third', 'second', 'first']);
});
