import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { PLACEHOLDER_CONTACT } from '../../../shared/placeholders';
import type { SetupChecklist, SetupItemId } from '../../../shared/setup-checklist';
import { licenceInput } from '../../../test/licence-input';
import { TEST_ADMIN, TEST_SCRYPT, useTestApp } from '../../../test/start-test-app';
import { makePng, multipartForm } from '../../../tooling/harness/images';
import { SiteClient } from '../../../tooling/harness/site-client';
import { migrate } from '../../db/migrate';
import { createAdminsRepo } from '../auth/admins.repo';
import { bootstrapAdmin } from '../auth/bootstrap-admin';

const HOUR = 60 * 60_000;
let clock = Date.parse('2026-11-20T04:30:00Z');

describe('setup checklist: what is still at its starter state, each item turning done as it is fixed', () => {
  const app = useTestApp({ seed: true, now: () => clock });
  let admin: SiteClient;
  const checklist = async () => {
    const res = await admin.get('/api/admin/setup');
    assert.equal(res.status, 200);
    return (await res.json()) as SetupChecklist;
  };
  const item = async (id: SetupItemId) => (await checklist()).items.find((i) => i.id === id)!;
  const NEW_PASSWORD = 'mangoes ripen slowly in sawdust crates';
  const signIn = async (password: string) => {
    admin = new SiteClient(app.url);
    const res = await admin.post('/api/auth/login', { json: { username: TEST_ADMIN.username, password } });
    assert.equal(res.status, 200);
  };
  const parts = async (id: SetupItemId) => {
    const { done, total } = await item(id);
    return [done, total];
  };

  test('a fresh install: every item open, counted; admin only', async () => {
    admin = await app.admin();
    assert.equal((await app.client().get('/api/admin/setup')).status, 401);
    assert.equal((await app.client().post('/api/admin/setup/dismissed', { json: { id: 'email' } })).status, 401);
    const { items } = await checklist();
    assert.deepEqual(
      items.map((i) => i.id),
      ['contact', 'brand', 'licences', 'availability', 'password', 'email', 'publicOrigin', 'backup'],
    );
    assert.deepEqual(await parts('contact'), [0, 3]);
    assert.deepEqual(await parts('brand'), [0, 2]);
    assert.deepEqual(await parts('licences'), [0, 2]);
    const availability = await item('availability');
    assert.equal(availability.done, 0);
    assert.ok(availability.total > 20, `${availability.total} origins`);
    assert.deepEqual(await parts('email'), [0, 1]);
    assert.deepEqual(await parts('publicOrigin'), [0, 1]);
    assert.deepEqual(await parts('backup'), [0, 1]);
    assert.ok(items.every((i) => !i.dismissed));
  });

  test('contact, logo and hero, FSSAI and IEC, availability: each part counts as it is saved', async () => {
    const contact = await admin.put('/api/admin/contact-settings', { json: { phone: '+91 22 2765 0000' } });
    assert.equal(contact.status, 200, await contact.clone().text());
    assert.deepEqual(await parts('contact'), [1, 3]);
    await admin.put('/api/admin/contact-settings', {
      json: { address: 'Shop 12, APMC Fruit Market, Vashi', email: 'sales@mumbaifruit.in' },
    });
    assert.deepEqual(await parts('contact'), [3, 3]);
    await admin.put('/api/admin/contact-settings', { json: { email: PLACEHOLDER_CONTACT.email } });
    assert.deepEqual(await parts('contact'), [2, 3], 'back at its placeholder: not done');

    const up = await admin.post('/api/admin/upload/single?use=logo', {
      body: multipartForm('file', [{ name: 'logo.png', type: 'image/png', data: await makePng(64, 64) }]),
    });
    assert.equal(up.status, 201, await up.clone().text());
    await admin.put('/api/admin/site-settings', { json: { logoPath: (await up.json()).path } });
    assert.deepEqual(await parts('brand'), [1, 2]);

    assert.equal((await admin.post('/api/admin/licences', { json: licenceInput() })).status, 201);
    assert.deepEqual(await parts('licences'), [1, 2]);
    const expired = licenceInput({ type: 'iec', number: 'AAACM1234F', issuer: 'DGFT', validUntil: '2025-03-31' });
    assert.equal((await admin.post('/api/admin/licences', { json: expired })).status, 201);
    assert.deepEqual(await parts('licences'), [1, 2], 'an expired IEC is not on record');
    const iec = licenceInput({ type: 'iec', number: 'AAACM1234G', issuer: 'DGFT', validUntil: null });
    assert.equal((await admin.post('/api/admin/licences', { json: iec })).status, 201);
    assert.deepEqual(await parts('licences'), [2, 2]);

    const [first] = (
      (await (await admin.get('/api/admin/availability')).json()) as { items: Array<{ productId: number; country: string }> }
    ).items;
    const set = await admin.put(`/api/admin/availability/${first!.productId}`, { json: { country: first!.country, status: 'in_stock' } });
    assert.equal(set.status, 200, await set.clone().text());
    assert.equal((await item('availability')).done, 1);
  });

  test('the password turns done when the owner changes the generated one, not when it is only rehashed', async () => {
    app.db.prepare('UPDATE admins SET first_start_password = 1').run();
    assert.deepEqual(await parts('password'), [0, 1]);
    const admins = createAdminsRepo(app.db);
    const me = admins.first()!;
    admins.setPasswordHash(me.id, me.password_hash);
    assert.deepEqual(await parts('password'), [0, 1], 'a rehash keeps it generated');
    const changed = await admin.put('/api/admin/account/password', {
      json: { currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD },
    });
    assert.equal(changed.status, 200, await changed.clone().text());
    await signIn(NEW_PASSWORD);
    assert.deepEqual(await parts('password'), [1, 1]);
  });

  test('a backup counts for 24 hours', async () => {
    app.deps.meta.set('last_backup_at', new Date(clock - 2 * HOUR).toISOString());
    assert.deepEqual(await parts('backup'), [1, 1]);
    clock += 23 * HOUR;
    await signIn(NEW_PASSWORD); // the session timed out on the moved clock
    assert.deepEqual(await parts('backup'), [0, 1]);
  });

  test('an item can be dismissed, once or twice alike; an unknown item is refused', async () => {
    const res = await admin.post('/api/admin/setup/dismissed', { json: { id: 'email' } });
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as SetupChecklist).items.find((i) => i.id === 'email')?.dismissed, true);
    assert.equal((await admin.post('/api/admin/setup/dismissed', { json: { id: 'email' } })).status, 200);
    assert.deepEqual(JSON.parse(app.deps.meta.get('setup_dismissed')!), ['email']);
    for (const json of [{ id: 'nothing' }, {}, { id: 3 }]) {
      const bad = await admin.post('/api/admin/setup/dismissed', { json });
      assert.equal(bad.status, 400, JSON.stringify(json));
      assert.match((await bad.json()).message, /Choose an item of the setup checklist|must be/);
    }
  });
});

describe('setup checklist: SMTP and PUBLIC_ORIGIN set', () => {
  const app = useTestApp({
    config: {
      publicOrigin: 'https://www.example.in',
      smtp: { host: 'smtp.example.in', port: 587, from: 'site@example.in', to: 'owner@example.in', secure: false },
    },
  });
  test('both count as done', async () => {
    const admin = await app.admin();
    const { items } = (await (await admin.get('/api/admin/setup')).json()) as SetupChecklist;
    assert.deepEqual(
      items.filter((i) => i.id === 'email' || i.id === 'publicOrigin').map((i) => [i.id, i.done, i.total]),
      [
        ['email', 1, 1],
        ['publicOrigin', 1, 1],
      ],
    );
  });
});

test('the first start marks a password it generated, not one from ADMIN_PASSWORD', async () => {
  for (const [env, generated] of [
    [{ username: undefined, password: undefined }, 1],
    [{ username: 'owner', password: 'mangoes ripen slowly in sawdust crates' }, 0],
  ] as const) {
    const db = new Database(':memory:');
    migrate(db);
    const admins = createAdminsRepo(db);
    await bootstrapAdmin(admins, env, TEST_SCRYPT);
    assert.equal(admins.first()?.first_start_password, generated);
    db.close();
  }
});
