import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type SiteTextsAnswer, STARTING_TEXTS } from '../../../shared/site-texts/site-texts';
import type { GalleryFolder } from '../../../shared/types';
import { textOf } from '../../../test/dom/site';
import { useAdmin, useTestApp } from '../../../test/start-test-app';

const metaDescription = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';

describe('page texts: the owner edits every claim; the pages follow at once', () => {
  const app = useTestApp({ seed: true });
  const admin = useAdmin(app);
  const page = async (path: string) => (await app.client().get(path)).text();
  const put = (json: unknown) => admin.put('/api/admin/site-texts', { json });

  test('starts at the starting texts, filled in from the data; admin only', async () => {
    assert.equal((await app.client().get('/api/admin/site-texts')).status, 401);
    assert.equal((await app.client().put('/api/admin/site-texts', { json: { claim: '' } })).status, 401);
    const body = (await (await admin.get('/api/admin/site-texts')).json()) as SiteTextsAnswer;
    assert.deepEqual(body.texts, STARTING_TEXTS);
    assert.equal(body.values.shops, '3');
    assert.equal(body.values.claim, "one of India's top 10 fruit importers");
    const home = textOf(await page('/'));
    assert.ok(home.includes("Today we are one of India's top 10 fruit importers, sourcing from 16 countries"), home);
  });

  test('a save changes the home and about pages on the next request, cached copies included', async () => {
    await page('/');
    await page('/about');
    const res = await put({
      homeWelcome: 'Fresh fruit since {years} years.\n\nWe have {shops} shops and import from {countries} countries.',
      why1Title: 'Cold chain',
      aboutMission: 'Good fruit for every home.',
    });
    assert.equal(res.status, 200, await res.clone().text());
    assert.equal(((await res.json()) as SiteTextsAnswer).texts.why1Title, 'Cold chain');
    const home = textOf(await page('/'));
    assert.ok(home.includes('We have 3 shops and import from 16 countries.'), home);
    assert.ok(home.includes('Cold chain'));
    assert.ok(!home.includes('Global Reach'));
    assert.ok(textOf(await page('/about')).includes('Good fruit for every home.'));
  });

  test('an empty standing drops every sentence that states it, on the pages and in the meta description', async () => {
    assert.equal((await put({ homeWelcome: null, claim: '' })).status, 200);
    const home = textOf(await page('/'));
    assert.ok(!/top 10/i.test(home), 'no claim on the home page');
    assert.ok(home.includes("For more than 40 years we have been bringing the world's finest fresh fruit to India."));
    const about = await page('/about');
    assert.ok(!/top 10/i.test(textOf(about)), 'no claim on the about page');
    assert.match(metaDescription(about), /^Our story, mission and vision: a Mumbai fruit importer sourcing from 16 countries/);
    assert.equal((await put({ claim: 'a leading importer of fresh fruit in Mumbai' })).status, 200);
    assert.match(
      metaDescription(await page('/about')),
      /^Our story, mission and vision: a leading importer of fresh fruit in Mumbai, sourcing/,
    );
    assert.ok(textOf(await page('/about')).includes('into a leading importer of fresh fruit in Mumbai.'));
  });

  test('null puts a text back to its starting value', async () => {
    assert.equal((await put({ why1Title: null, aboutMission: null, claim: null })).status, 200);
    const body = (await (await admin.get('/api/admin/site-texts')).json()) as SiteTextsAnswer;
    assert.deepEqual(body.texts, STARTING_TEXTS);
    assert.deepEqual(app.db.prepare('SELECT key FROM site_texts').all(), []);
  });

  test('bad input: 400 naming the field; nothing is half-saved', async () => {
    for (const [json, field, message] of [
      [{ why1Title: '' }, 'why1Title', /required/],
      [{ aboutStory: 'We run {shop} shops' }, 'aboutStory', /\{shop\} is not a placeholder/],
      [{ aboutLead: 'two\nlines' }, 'aboutLead', /single line/],
      [{ claim: 'x'.repeat(161) }, 'claim', /at most 160/],
      [{ welcome: 'x' }, null, /Unknown text/],
      [{}, null, /at least one/],
      [[], null, /./],
    ] as const) {
      const res = await put(json);
      assert.equal(res.status, 400, JSON.stringify(json));
      const body = await res.json();
      assert.match(body.message, message);
      if (field) assert.match(body.fields?.[field] ?? '', message, `${field} named`);
    }
    // One bad text refuses the whole save.
    assert.equal((await put({ aboutMission: 'Saved?', why2Title: '' })).status, 400);
    assert.equal(
      ((await (await admin.get('/api/admin/site-texts')).json()) as SiteTextsAnswer).texts.aboutMission,
      STARTING_TEXTS.aboutMission,
    );
  });

  test('gallery descriptions fill in {shops} and {hours}: the starter folder follows the shop list and the hours', async () => {
    const folders = async () => (await (await app.client().get('/api/gallery/folders')).json()) as GalleryFolder[];
    const shops = (await folders()).find((f) => f.description.includes('APMC Vashi'));
    assert.equal(
      shops?.description,
      'Our 3 shops in the Fruit Market at APMC Vashi, Navi Mumbai, open Monday-Saturday 6:00 AM-6:00 PM, Sunday 6:00 AM-2:00 PM.',
    );
    const [first] = app.deps.company.shops.list();
    assert.equal((await admin.delete(`/api/admin/company/shops/${first!.id}`)).status, 204);
    assert.match((await folders()).find((f) => f.id === shops!.id)!.description, /^Our 2 shops/);
    assert.ok(textOf(await page('/gallery')).includes('Our 2 shops in the Fruit Market'));
    // The admin keeps the owner's words, placeholders and all.
    const own = ((await (await admin.get('/api/admin/gallery/folders')).json()) as GalleryFolder[]).find((f) => f.id === shops!.id);
    assert.match(own!.description, /^Our \{shops\} shops/);
    const bad = await admin.put(`/api/admin/gallery/folders/${shops!.id}`, { json: { name: 'Shops', description: 'Our {shop}' } });
    assert.equal(bad.status, 400);
    assert.match((await bad.json()).message, /\{shop\} is not a placeholder/);
  });
});
