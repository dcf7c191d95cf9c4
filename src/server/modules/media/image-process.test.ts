import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../../shared/upload-names';
import { until } from '../../../test/until';
import { makePng } from '../../../tooling/harness/images';
import { ROOT } from '../../../tooling/harness/root';
import { HttpError } from '../../errors';
import { createImageProcess, IMAGE_PROCESS_FLAGS } from './image-process';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('image work runs in a child process, which exits once idle and takes libvips with it', async () => {
  const images = createImageProcess({ idleMs: 200 });
  assert.equal(images.pid, undefined, 'no child before the first job');
  const job = images.upload(await makePng(), 'png');
  const pid = images.pid!;
  assert.ok(pid && pid !== process.pid);
  const made = await job;
  assert.ok(readFileSync(`/proc/${pid}/maps`, 'utf8').includes('libvips'), 'libvips is in the child');
  assert.equal(made.ext, 'png');
  assert.ok(Buffer.isBuffer(made.data));
  assert.equal((await sharp(made.data).metadata()).width, 64);
  assert.deepEqual(
    made.variants.map((v) => v.width),
    [...IMAGE_WIDTHS],
  );
  for (const v of made.variants) assert.equal((await sharp(v.webp).metadata()).format, 'webp');

  // A second job while the child is alive goes to the same child.
  const again = await images.variants(made.data);
  assert.equal(again.length, IMAGE_WIDTHS.length);
  assert.equal(images.pid, pid);
  await until(() => !alive(pid), 'the child to exit once idle');
  assert.equal(images.pid, undefined);
});

test('a file that is not an image is a 415, as before; a child that dies fails its job and the next job gets a new child', async () => {
  const images = createImageProcess({ idleMs: 200 });
  await assert.rejects(images.upload(Buffer.from('not an image at all'), 'png'), (error: unknown) => {
    assert.ok(error instanceof HttpError);
    assert.equal(error.status, 415);
    return true;
  });
  const job = images.upload(await makePng(), 'png');
  const first = images.pid!;
  process.kill(first, 'SIGKILL');
  await assert.rejects(job, /the image process exited/);
  const made = await images.upload(await makePng(), 'png');
  assert.equal(made.variants.length, IMAGE_WIDTHS.length);
  assert.notEqual(images.pid, first);
});

test('a job sent while the idle child is still exiting goes to a new child, and the old one exiting does not fail it', async () => {
  // The job is sent from the moment the child is let go, when it cannot have exited yet, so this holds on any machine.
  let letGo: (pid: number | undefined) => void = () => {};
  const images = createImageProcess({ idleMs: 50, onLetGo: (pid) => letGo(pid) });
  const png = await makePng();
  for (let round = 0; round < 3; round++) {
    await images.upload(png, 'png');
    const sent = new Promise<{ old: number | undefined; oldAlive: boolean; next: ReturnType<typeof images.upload> }>((resolve) => {
      letGo = (old) => {
        letGo = () => {}; // once: the last round's child, let go in turn, must not start another
        resolve({ old, oldAlive: old !== undefined && alive(old), next: images.upload(png, 'png') });
      };
    });
    const { old, oldAlive, next } = await sent;
    assert.ok(oldAlive, 'still exiting');
    assert.notEqual(images.pid, old, 'a new child');
    const made = await next;
    assert.equal(made.variants.length, IMAGE_WIDTHS.length);
  }
});

test('the built image process runs with its own lean flags (no JIT) and still makes every variant', async () => {
  const script = path.join(ROOT, 'dist/image-worker.js');
  const images = createImageProcess({ idleMs: 200, entry: { script, execArgv: [...IMAGE_PROCESS_FLAGS] } });
  const job = images.upload(await makePng(), 'png');
  const pid = images.pid!;
  assert.deepEqual(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(1, -2), [...IMAGE_PROCESS_FLAGS]);
  const made = await job;
  assert.equal((await sharp(made.data).metadata()).width, 64);
  for (const v of made.variants) assert.equal((await sharp(v.webp).metadata()).format, 'webp');
  await until(() => !alive(pid), 'the child to exit once idle');
});
