import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createJobQueue } from './job-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

test('jobs run one at a time, in order; a failure rejects only its own job', async () => {
  const queue = createJobQueue(1);
  let active = 0;
  let most = 0;
  const order: number[] = [];
  const job =
    (n: number, fail = false) =>
    async () => {
      active++;
      most = Math.max(most, active);
      await tick();
      order.push(n);
      active--;
      if (fail) throw new Error(`job ${n} failed`);
      return n * 10;
    };
  const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => queue.run(job(n, n === 2))));
  assert.equal(most, 1);
  assert.deepEqual(order, [1, 2, 3, 4, 5]);
  assert.deepEqual(
    results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message)),
    [10, 'job 2 failed', 30, 40, 50],
  );
  assert.equal(queue.pending, 0);
});

test('with a concurrency of 2, two run together and never more', async () => {
  const queue = createJobQueue(2);
  let active = 0;
  let most = 0;
  await Promise.all(
    Array.from({ length: 6 }, () =>
      queue.run(async () => {
        active++;
        most = Math.max(most, active);
        await tick();
        active--;
      }),
    ),
  );
  assert.equal(most, 2);
});
