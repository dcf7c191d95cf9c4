import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withTestApp } from '../../../test/start-test-app';

test('GET /api/admin/system: version and the last backup time, admin only', async () => {
  await withTestApp(async (app) => {
    const admin = await app.admin();
    assert.equal((await app.client().get('/api/admin/system')).status, 401);
    assert.deepEqual(await (await admin.get('/api/admin/system')).json(), {
      version: app.config.version,
      lastBackupAt: null,
      emailAlerts: false,
      publicOrigin: null,
    });
    app.deps.meta.set('last_backup_at', '2026-11-26T02:30:00.000Z');
    assert.equal((await (await admin.get('/api/admin/system')).json()).lastBackupAt, '2026-11-26T02:30:00.000Z');
    const health = await app.client().get('/healthz');
    assert.equal(health.status, 200);
    assert.equal((await health.json()).lastBackupAt, '2026-11-26T02:30:00.000Z');
    assert.ok(health.headers.get('content-security-policy'));
  });
});
