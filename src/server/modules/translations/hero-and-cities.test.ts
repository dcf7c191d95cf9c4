import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_HERO_TITLE } from '../../../shared/constants';
import { STARTING_HERO_TRANSLATIONS } from '../../../shared/translations/starting-hero-and-cities';
import type { TranslationsAnswer } from '../../../shared/translations/translatable';
import { parseHtml } from '../../../test/dom/site';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { translationsClient } from '../../../test/translations-client';
import { CITIES } from '../../db/migrations';

describe('the hero and the cities served: translatable like the rest of the owner content', () => {
  const app = useTestApp({ seed: false });
  const admin = useAdmin(app);
  const { read, put, coverage, undo, latestRevision } = translationsClient(admin);
  const cities = async () =>
    ((await (await admin.get('/api/admin/company')).json()) as { cities: Array<{ id: number; name: string }> }).cities;

  test('the default hero and the starter cities start translated in every language', async () => {
    const hero = await read('site-settings', 0);
    assert.equal(hero.english.heroTitle, DEFAULT_HERO_TITLE);
    assert.equal(hero.translations.hi.heroTitle, STARTING_HERO_TRANSLATIONS.hi.heroTitle);
    assert.equal(hero.translations.ar.heroSubtitle, STARTING_HERO_TRANSLATIONS.ar.heroSubtitles[0]);
    const mumbai = (await cities()).find((c) => c.name === 'Mumbai')!;
    assert.deepEqual((await read('city', mumbai.id)).translations, { hi: { name: 'मुंबई' }, mr: { name: 'मुंबई' }, ar: { name: 'مومباي' } });
    const figures = await coverage();
    assert.deepEqual(figures['site-settings'], { total: 2, hi: 2, mr: 2, ar: 2 }, 'the hero counts text by text');
    assert.deepEqual(figures.city, { total: CITIES.length, hi: CITIES.length, mr: CITIES.length, ar: CITIES.length });
  });

  test('the Arabic home and about pages show them, with Western digits and no English mark', async () => {
    const home = parseHtml(await (await app.client().get('/ar')).text());
    const title = home.getElementById('hero-title')!;
    assert.equal(title.textContent?.trim(), STARTING_HERO_TRANSLATIONS.ar.heroTitle);
    assert.equal(title.getAttribute('lang'), null);
    assert.match(title.nextElementSibling?.textContent ?? '', /منذ أكثر من 40 عامًا .* من 16 دولة .* 9 مدن/);
    assert.equal(title.nextElementSibling?.getAttribute('lang'), null);
    const about = parseHtml(await (await app.client().get('/ar/about')).text());
    const names = [...about.querySelectorAll('section[aria-labelledby="cities-title"] li')].map((li) => li.textContent?.trim());
    assert.ok(names.includes('مومباي') && names.includes('بنغالورو') && names.includes('دلهي'), String(names));
  });

  test('English rewritten by the owner takes the starting translation away: the page shows it in English, marked', async () => {
    assert.equal((await admin.put('/api/admin/site-settings', { json: { heroTitle: 'Fresh Fruit Since 1985' } })).status, 200);
    assert.equal((await read('site-settings', 0)).translations.mr.heroTitle, undefined);
    assert.deepEqual((await coverage())['site-settings'], { total: 2, hi: 1, mr: 1, ar: 1 });
    const home = parseHtml(await (await app.client().get('/mr')).text());
    assert.equal(home.getElementById('hero-title')?.getAttribute('lang'), 'en');
    assert.equal(home.getElementById('hero-title')?.textContent?.trim(), 'Fresh Fruit Since 1985');
  });

  test('a save of the hero is a change with Undo; bad input is refused with the field named', async () => {
    for (const [json, message] of [
      [{ hi: { heroTitle: 'दो\nपंक्तियाँ' } }, /Hindi: Hero title must be a single line/],
      [{ ar: { heroTitle: 'x'.repeat(121) } }, /Arabic: Hero title must be at most 120 characters/],
      [{ mr: { heroSubtitle: '{year} वर्षे' } }, /Marathi: Hero subtitle: \{year\} is not a placeholder/],
      [{ hi: { heroImagePath: '/x.jpg' } }, /Unknown field/],
    ] as const) {
      const res = await put('site-settings', 0, json);
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.match(((await res.json()) as { message: string }).message, message);
    }
    assert.equal((await put('site-settings', 1, { hi: { heroTitle: 'ताज़े फल' } })).status, 404, 'the hero is record 0');
    const res = await put('site-settings', 0, { hi: { heroTitle: '1985 से ताज़े फल' } });
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as TranslationsAnswer).translations.hi.heroTitle, '1985 से ताज़े फल');
    assert.deepEqual((await coverage())['site-settings'], { total: 2, hi: 2, mr: 1, ar: 1 });
    const revision = await latestRevision('site-settings');
    assert.equal(revision.title, 'Hero translations');
    assert.deepEqual(
      revision.changes.map((c) => [c.part, c.after]),
      [['Hindi: Hero title', '1985 से ताज़े फल']],
    );
    assert.equal((await undo(res)).status, 200);
    assert.equal((await read('site-settings', 0)).translations.hi.heroTitle, undefined);
  });

  test('a new city needs its translation; a save counts, names the city in the history, and undoes', async () => {
    const made = await admin.post('/api/admin/company/cities', { json: { name: 'Pune', isActive: true } });
    assert.equal(made.status, 201);
    const pune = (await cities()).find((c) => c.name === 'Pune')!;
    assert.deepEqual((await read('city', pune.id)).translations, { hi: {}, mr: {}, ar: {} });
    assert.deepEqual((await coverage()).city, { total: CITIES.length + 1, hi: CITIES.length, mr: CITIES.length, ar: CITIES.length });
    assert.equal((await put('city', pune.id, { mr: { name: 'x'.repeat(101) } })).status, 400);
    assert.equal((await put('city', pune.id, { mr: { population: 'x' } })).status, 400);
    assert.equal((await put('city', 999_999, { mr: { name: 'पुणे' } })).status, 404);
    const res = await put('city', pune.id, { mr: { name: 'पुणे' }, hi: { name: 'पुणे' } });
    assert.equal(res.status, 200);
    assert.deepEqual((await coverage()).city, {
      total: CITIES.length + 1,
      hi: CITIES.length + 1,
      mr: CITIES.length + 1,
      ar: CITIES.length,
    });
    const about = parseHtml(await (await app.client().get('/mr/about')).text());
    const items = [...about.querySelectorAll('section[aria-labelledby="cities-title"] li')];
    assert.ok(items.some((li) => li.textContent?.trim() === 'पुणे' && !li.hasAttribute('lang')));
    const arabic = parseHtml(await (await app.client().get('/ar/about')).text());
    const untranslated = [...arabic.querySelectorAll('section[aria-labelledby="cities-title"] li')].find(
      (li) => li.textContent?.trim() === 'Pune',
    );
    assert.equal(untranslated?.getAttribute('lang'), 'en', 'a city without its Arabic name is marked English');
    assert.equal((await latestRevision('city')).title, 'Pune');
    assert.equal((await undo(res)).status, 200);
    assert.deepEqual((await read('city', pune.id)).translations, { hi: {}, mr: {}, ar: {} });
  });

  test('a starter city renamed in English loses its starting names', async () => {
    const mumbai = (await cities()).find((c) => c.name === 'Mumbai')!;
    const res = await admin.put(`/api/admin/company/cities/${mumbai.id}`, { json: { name: 'Navi Mumbai', isActive: true } });
    assert.equal(res.status, 200);
    assert.deepEqual((await read('city', mumbai.id)).translations, { hi: {}, mr: {}, ar: {} });
  });
});
