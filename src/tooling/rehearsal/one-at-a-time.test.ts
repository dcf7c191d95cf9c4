import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { deadRoots, markOwner, removeDeadRoot } from './one-at-a-time';

const MODULE = path.join(import.meta.dirname, 'one-at-a-time.ts');

/** A process that takes the lock, says "waiting" if it has to, then "held", and keeps it until it is killed. */
function locker(file: string) {
  const code = `import { holdMachineLock } from ${JSON.stringify(MODULE)};
await holdMachineLock(${JSON.stringify(file)}, () => console.log('waiting'));
console.log('held');
setInterval(() => {}, 1 << 30);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: string[] = [];
  let heard: (() => void) | undefined;
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    lines.push(...chunk.split('\n').filter(Boolean));
    heard?.();
  });
  let read = 0;
  /** The process's next line on stdout that the test has not read yet; an error if it exits without one. */
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (lines.length <= read) return;
        heard = undefined;
        resolve(lines[read++]!);
      };
      heard = check;
      child.once('exit', () => reject(new Error(`exited after ${JSON.stringify(lines)}`)));
      check();
    });
  return { child, lines, nextLine };
}

function kill(child: ChildProcess) {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  return exited;
}

test('one rehearsal at a time: a second waits, and gets the lock when the first is killed outright', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'one-at-a-time-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'lock');
  const first = locker(file);
  t.after(() => first.child.kill('SIGKILL'));
  assert.equal(await first.nextLine(), 'held');
  const second = locker(file);
  t.after(() => second.child.kill('SIGKILL'));
  assert.equal(await second.nextLine(), 'waiting', 'no lock while the first holds it');
  await kill(first.child);
  assert.equal(await second.nextLine(), 'held');
  assert.deepEqual(first.lines, ['held']);
  assert.deepEqual(second.lines, ['waiting', 'held']);
});

test("a dead run's scratch root is found, its processes killed and the root removed; a live run's root is left", async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'one-at-a-time-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const root = (name: string) => {
    const p = path.join(dir, name);
    mkdirSync(p);
    return p;
  };
  const own = root('fruit-x-own');
  markOwner(own);
  const live = root('fruit-x-live');
  const sleeper = spawn('sleep', ['1000'], { cwd: live, stdio: 'ignore' });
  t.after(() => sleeper.kill('SIGKILL'));
  writeFileSync(path.join(live, '.owner-pid'), String(sleeper.pid));
  const dead = root('fruit-x-dead');
  const gone = spawn(process.execPath, ['-e', '0']);
  await once(gone, 'exit');
  writeFileSync(path.join(dead, '.owner-pid'), String(gone.pid));
  const unmarked = root('fruit-x-unmarked');
  root('other-run');

  assert.deepEqual(deadRoots(dir, 'fruit-x-', own).sort(), [dead, unmarked]);

  // What a killed run leaves running: a process working in its root; another naming it on its command line, with a
  // child that names it nowhere (as nginx's master and its workers).
  const inRoot = spawn('sleep', ['1000'], { cwd: dead, stdio: 'ignore' });
  const naming = spawn(
    process.execPath,
    [
      '-e',
      "console.log(require('child_process').spawn('sleep', ['1000'], { stdio: 'ignore', cwd: '/' }).pid)",
      path.join(unmarked, 'conf'),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [grandchild] = (await once(naming.stdout.setEncoding('utf8'), 'data')) as [string];
  const exits = [once(inRoot, 'exit'), once(naming, 'exit')];
  // The child shares its parent's stdout: the pipe closes once both have gone.
  const bothGone = once(naming, 'close');
  assert.deepEqual(removeDeadRoot(dead), [inRoot.pid]);
  assert.deepEqual(
    removeDeadRoot(unmarked),
    [naming.pid!, Number(grandchild)].sort((a, b) => a - b),
  );
  assert.deepEqual(
    (await Promise.all(exits)).map(([, signal]) => signal),
    ['SIGKILL', 'SIGKILL'],
  );
  await bothGone;
  assert.equal(existsSync(dead) || existsSync(unmarked), false);
  assert.equal(sleeper.exitCode, null, "the live run's process is left alone");
  assert.ok(existsSync(live) && existsSync(own));
});
