import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CompanyData } from '../../../shared/company';
import { DEFAULT_HERO_SUBTITLE } from '../../../shared/constants';
import { textOf } from '../../../test/dom/site';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { STARTER_SITE } from '../../db/starter/starter-content';

const THE_STATED_FIGURES = /(\d+)\+? (?:Years Experience|years of fresh fruit)|(\d+) Countries|(\d+) Major Cities|(\d+) APMC Shops/g;

describe('company facts: one admin change moves every number on every page', () => {
  // India is in 2026 on this clock: founded 1985 -> 41 years, stated "40+".
  const app = useTestApp({ now: () => Date.parse('2026-11-26T12:00:00Z') });
  const admin = useAdmin(app);
  const page = async (path: string) => {
    const res = await app.client().get(path);
    assert.equal(res.status, 200, path);
    const html = await res.text();
    return { html, text: textOf(html) };
  };
  const everyPage = ['/', '/about', '/products', '/contact', '/gallery'];

  test('the starter facts: the spec figures everywhere, the default hero subtitle from the same counts', async () => {
    const home = await page('/');
    for (const s of ['40+ Years Experience', '16 Countries', '9 Major Cities', '3 APMC Shops', 'Sourced From 16 Countries'])
      assert.ok(home.text.includes(s), s);
    assert.ok(home.text.includes(DEFAULT_HERO_SUBTITLE), 'the default subtitle with the spec figures');
    const turkey = home.text.indexOf('Turkey');
    assert.ok(turkey > 0 && turkey < home.text.indexOf('Tanzania'), 'the spec order');
    const contact = await page('/contact');
    for (const s of [
      'Monday-Saturday 6:00 AM-6:00 PM',
      'Sunday 6:00 AM-2:00 PM',
      'APMC Vashi Shop 47',
      'APMC Vashi Shop 112',
      'Get directions',
    ]) {
      assert.ok(contact.text.includes(s), s);
    }
  });

  test('add a country, switch one off, add a city, remove a shop, change the founding year and the hours: every page agrees at once', async () => {
    const data = (await (await admin.get('/api/admin/company')).json()) as CompanyData;
    const turkey = data.countries.find((c) => c.name === 'Turkey')!;
    assert.equal((await admin.put(`/api/admin/company/countries/${turkey.id}`, { json: { name: 'Turkey', isActive: false } })).status, 200);
    assert.equal((await admin.post('/api/admin/company/countries', { json: { name: 'Japan' } })).status, 201);
    assert.equal((await admin.post('/api/admin/company/countries', { json: { name: 'Iran' } })).status, 201);
    assert.equal((await admin.post('/api/admin/company/cities', { json: { name: 'Pune' } })).status, 201);
    assert.equal((await admin.delete(`/api/admin/company/shops/${data.shops[2]!.id}`)).status, 204);
    assert.equal((await admin.put('/api/admin/company/founding-year', { json: { foundingYear: 1995 } })).status, 200);
    const days = data.hours.map((d) => (d.weekday === 7 ? { ...d, opens: null, closes: null } : d));
    assert.equal((await admin.put('/api/admin/company/hours', { json: { days } })).status, 200);
    // 17 active countries (16 - Turkey + Japan + Iran), 10 cities, 2 shops, 31 years -> "30+".

    const home = await page('/');
    for (const s of [
      '30+ Years Experience',
      '17 Countries',
      '10 Major Cities',
      '2 APMC Shops',
      'Sourced From 17 Countries',
      '30+ years of fresh fruit',
    ]) {
      assert.ok(home.text.includes(s), s);
    }
    assert.ok(home.text.includes('sourcing from 17 countries and selling in 10 major Indian cities'));
    assert.ok(home.text.includes('Premium fruit from 17 countries, delivered to 10 major Indian cities'));
    assert.ok(
      home.text.includes('For over 30 years we have brought the finest fresh fruit from 17 countries to Mumbai and to 10 major cities'),
    );
    assert.doesNotMatch(home.text, /Turkey/);
    assert.ok(home.text.indexOf('Japan') < home.text.indexOf('Iran'));

    const about = await page('/about');
    for (const s of [
      'Our Presence in 10 Cities',
      'Sourcing From 17 Countries',
      'run 2 shops',
      'Our 2 shops in',
      '30+ Years Experience',
      'Pune',
    ]) {
      assert.ok(about.text.includes(s), s);
    }
    assert.ok((await page('/products')).text.includes('Fresh from 17 countries'));
    const contact = await page('/contact');
    assert.ok(contact.text.includes('Sunday Closed'));
    assert.doesNotMatch(contact.text, /APMC Vashi Shop 112/);
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(contact.html)![1]!);
    assert.deepEqual(
      ld.openingHoursSpecification.map((s: { dayOfWeek: string[] }) => s.dayOfWeek.join(',')),
      ['Monday,Tuesday,Wednesday,Thursday,Friday,Saturday'],
    );
    assert.equal(ld.department.length, 2);

    for (const path of everyPage) {
      const { text, html } = await page(path);
      assert.ok(text.includes('For over 30 years we have imported premium fresh fruit from 17 countries'), `${path}: footer`);
      assert.doesNotMatch(text, /\b16 countries|\b9 major|\b40\+|\b3 APMC|40 years/i, `${path}: no old figure`);
      assert.doesNotMatch(/<meta name="description" content="([^"]*)"/.exec(html)![1]!, /\b16 countries|\b9 major|40\+/, `${path}: meta`);
      for (const m of text.matchAll(THE_STATED_FIGURES))
        assert.ok(['30', '17', '10', '2'].includes(m.slice(1).find(Boolean)!), `${path}: ${m[0]}`);
    }
  });

  test("the owner's own hero subtitle is never rewritten; the starter site's subtitle counts as a default too", async () => {
    const own = 'Since 1985: 16 countries, one promise.';
    assert.equal((await admin.put('/api/admin/site-settings', { json: { heroSubtitle: own } })).status, 200);
    assert.ok((await page('/')).text.includes(own));
    assert.equal((await admin.put('/api/admin/site-settings', { json: { heroSubtitle: STARTER_SITE.heroSubtitle } })).status, 200);
    assert.ok(
      (await page('/')).text.includes(
        'from 17 countries to Mumbai, supplying our APMC shops, leading retail chains and customers in 10 major cities',
      ),
    );
  });
});
