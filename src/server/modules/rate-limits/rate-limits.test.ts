import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open-database';
import { createRateLimitsRepo } from './rate-limits.repo';

function withRepo(run: (repo: ReturnType<typeof createRateLimitsRepo>, clock: { t: number }) => void) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fruit-limits-'));
  const db = openDatabase(path.join(dir, 'app.db'));
  try {
    migrate(db);
    const clock = { t: 1_000_000 };
    run(
      createRateLimitsRepo(db, () => clock.t),
      clock,
    );
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test('reserve: an attempt is counted when it is allowed, all limits in one step; the limit-th + 1 is refused with the wait', () => {
  withRepo((repo, clock) => {
    const limits = [
      { bucket: 'login-ip', key: '203.0.113.7', limit: 5, windowMs: 60_000 },
      { bucket: 'login-user', key: 'owner', limit: 3, windowMs: 120_000 },
    ];
    const results = Array.from({ length: 5 }, () => repo.reserve(limits));
    assert.deepEqual(
      results.map((r) => r.ok),
      [true, true, true, false, false],
      'the username limit (3) decides',
    );
    assert.ok(repo.reserve([{ ...limits[0]!, limit: 4 }]).ok, 'a refused reservation records nothing: 3 events, not 5');
    const refused = results[3]!;
    assert.ok(!refused.ok && refused.retryAfterSeconds === 120);
    clock.t += 60_000;
    assert.equal((repo.reserve(limits) as { retryAfterSeconds: number }).retryAfterSeconds, 60);
  });
});

test('cancel takes back exactly the reserved events (a success, or an attempt never made)', () => {
  withRepo((repo) => {
    const limit = [{ bucket: 'login-ip', key: 'a', limit: 2, windowMs: 60_000 }];
    const first = repo.reserve(limit);
    const second = repo.reserve(limit);
    assert.ok(first.ok && second.ok);
    assert.equal(repo.reserve(limit).ok, false);
    repo.cancel(second.ids);
    const third = repo.reserve(limit);
    assert.ok(third.ok, 'one place freed');
    assert.equal(repo.reserve(limit).ok, false, 'and only one');
    repo.cancel([...first.ids, ...third.ids]);
    assert.ok(repo.reserve([{ ...limit[0]!, limit: 1 }]).ok, 'nothing left in the window');
  });
});
