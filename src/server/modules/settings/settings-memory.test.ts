import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { migrate } from '../../db/migrate';
import { createSettingsRepo } from './settings.repo';

function freshRepo() {
  const db = new Database(':memory:');
  migrate(db);
  return { db, settings: createSettingsRepo(db) };
}

test('settings are read from memory: a second read does not touch the database', () => {
  const { db, settings } = freshRepo();
  assert.equal(settings.getSiteSettings().isOnline, true);
  // Behind the repo's back: a read from memory does not see it; only writes through the repo count.
  db.prepare('UPDATE site_settings SET is_online = 0, hero_title = ?').run('changed behind its back');
  db.prepare('UPDATE contact_settings SET phone = ?').run('000');
  assert.equal(settings.getSiteSettings().isOnline, true);
  const phone = settings.getContactSettings().phone;
  db.prepare('UPDATE contact_settings SET phone = ?').run('111');
  assert.equal(settings.getContactSettings().phone, phone);
});

test('a write through the repo is seen at once by every later read', () => {
  const { settings } = freshRepo();
  settings.getSiteSettings();
  settings.getContactSettings();
  assert.equal(settings.updateSiteSettings({ isOnline: false }).isOnline, false);
  assert.equal(settings.getSiteSettings().isOnline, false);
  assert.equal(settings.updateContactSettings({ phone: '+91 22 1234 5678' }).phone, '+91 22 1234 5678');
  assert.equal(settings.getContactSettings().phone, '+91 22 1234 5678');
});

test('a write rolled back inside a transaction does not stay in memory', () => {
  const { db, settings } = freshRepo();
  const before = settings.getSiteSettings().heroTitle;
  assert.throws(
    db.transaction(() => {
      settings.updateSiteSettings({ heroTitle: 'never committed' });
      assert.equal(settings.getSiteSettings().heroTitle, 'never committed', 'visible inside its own transaction');
      throw new Error('roll back');
    }),
  );
  assert.equal(settings.getSiteSettings().heroTitle, before);
});
