import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { describe, test } from 'node:test';
import { Router } from '@koa/router';
import Koa from 'koa';
import { useTestApp } from '../../../test/start-test-app';
import { createBackup } from '../../backup/create-backup';
import { openDatabase } from '../../db/open-database';
import type { Deps } from '../../routes-context';
import { createUploadStore } from '../uploads/upload-store';
import { registerHealthRoutes } from './health.routes';

/** Serves a tiny Koa app with only the health route, on the given dependencies, while `check` runs on its URL. */
async function withHealth(deps: Deps, check: (url: string) => Promise<void>): Promise<void> {
  const koa = new Koa();
  const router = new Router();
  registerHealthRoutes(router, deps);
  koa.use(router.routes());
  const server: Server = createServer(koa.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  try {
    await check(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/healthz`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('GET /healthz', () => {
  const app = useTestApp({ config: { version: '9.8.7' } });

  test('200 with the checks, no-store, and nothing secret or local', async () => {
    await withHealth(app.deps, async (url) => {
      const res = await fetch(url);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      const text = await res.text();
      const body = JSON.parse(text);
      assert.deepEqual(Object.keys(body).sort(), [
        'database',
        'diskFreeBytes',
        'lastBackupAt',
        'status',
        'uploadsWritable',
        'uptimeSeconds',
        'version',
      ]);
      assert.equal(body.status, 'ok');
      assert.equal(body.version, '9.8.7');
      assert.equal(body.database, 'ok');
      assert.equal(body.uploadsWritable, true);
      assert.ok(Number.isInteger(body.diskFreeBytes) && body.diskFreeBytes > 0);
      assert.ok(Number.isInteger(body.uptimeSeconds) && body.uptimeSeconds >= 0);
      assert.equal(body.lastBackupAt, null);
      assert.ok(!text.includes(app.dataDir) && !text.includes('/tmp') && !/secret|password/i.test(text), text);
      assert.deepEqual(app.leftoverTempFiles(), [], 'the write probe leaves nothing behind');
      assert.equal((await fetch(url, { method: 'HEAD' })).status, 200);
    });
  });

  test('shows the time of the last backup', async () => {
    const { manifest } = await createBackup({ dataDir: app.dataDir, dest: path.join(app.dataDir, 'b'), version: 'test' });
    await withHealth(app.deps, async (url) => {
      assert.equal((await (await fetch(url)).json()).lastBackupAt, manifest.createdAt);
    });
  });

  test('503 degraded, naming the failed check, when the database is unreachable', async () => {
    const db = openDatabase(path.join(app.dataDir, 'other.db'));
    db.close();
    await withHealth({ ...app.deps, db }, async (url) => {
      const res = await fetch(url);
      assert.equal(res.status, 503);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      const body = await res.json();
      assert.equal(body.status, 'degraded');
      assert.equal(body.database, 'error');
      assert.equal(body.uploadsWritable, true);
      assert.deepEqual(body.failed, ['database']);
    });
  });

  test('503 degraded when uploads cannot be written', async () => {
    // A data directory whose uploads/ cannot exist (a plain file is in the way), as on a read-only or broken mount.
    const blocked = path.join(app.dataDir, 'blocked');
    writeFileSync(blocked, 'not a folder');
    await withHealth({ ...app.deps, store: createUploadStore(blocked) }, async (url) => {
      const res = await fetch(url);
      assert.equal(res.status, 503);
      const body = await res.json();
      assert.equal(body.status, 'degraded');
      assert.equal(body.database, 'ok');
      assert.equal(body.uploadsWritable, false);
      assert.deepEqual(body.failed, ['uploadsWritable']);
    });
  });
});
