import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TranslationCoverage } from '../../../shared/translations/translatable';
import type { SiteSettings } from '../../../shared/types';
import { openSection } from '../../../test/dom/admin';
import { click, waitFor } from '../../../test/dom/interact';
import { getText, queryText, text } from '../../../test/dom/queries';

const settings: SiteSettings = { isOnline: true, logoPath: null, heroImagePath: null, heroTitle: 'Fresh', heroSubtitle: 'Since 1985' };

const coverage: TranslationCoverage = {
  product: { total: 43, hi: 38, mr: 43, ar: 2 },
  category: { total: 8, hi: 8, mr: 8, ar: 0 },
  'site-settings': { total: 2, hi: 2, mr: 2, ar: 2 },
  'site-texts': { total: 14, hi: 12, mr: 14, ar: 14 },
  city: { total: 9, hi: 9, mr: 9, ar: 9 },
  shop: { total: 3, hi: 3, mr: 3, ar: 1 },
  licence: { total: 0, hi: 0, mr: 0, ar: 0 },
  'contact-settings': { total: 1, hi: 1, mr: 1, ar: 0 },
  'trade-settings': { total: 1, hi: 1, mr: 1, ar: 1 },
};

const api = (answer: { status?: number; body: unknown }) => ({
  'GET /api/admin/enquiries': { body: [] },
  'GET /api/site-settings': { body: settings },
  'GET /api/admin/setup': { status: 500, body: { message: 'not in this test' } },
  'GET /api/admin/translations/coverage': answer,
});

const lineOf = (language: string) =>
  [...document.querySelectorAll('section[aria-labelledby="translation-coverage-title"] li')].find((li) =>
    text(li).startsWith(`${language}:`),
  );

test('the first screen shows, per language, how much of each kind is translated, each figure linking to where it is done', async () => {
  await openSection('/admin', () => getText('Your site in other languages'), api({ body: coverage }));
  assert.equal(
    text(lineOf('Hindi')!),
    'Hindi: 38 of 43 products · 8 of 8 categories · 2 of 2 hero texts · 12 of 14 page texts · 9 of 9 cities · 3 of 3 shops · 1 of 1 contact addresses · 1 of 1 price notes',
    'a kind with nothing in it (no licences) is left out',
  );
  assert.equal(
    text(lineOf('Marathi')!),
    'Marathi: all translated · 43 of 43 products · 8 of 8 categories · 2 of 2 hero texts · 14 of 14 page texts · 9 of 9 cities · 3 of 3 shops · 1 of 1 contact addresses · 1 of 1 price notes',
  );
  const arabic = lineOf('Arabic')!;
  assert.equal(
    text(arabic),
    'Arabic: 2 of 43 products · 0 of 8 categories · 2 of 2 hero texts · 14 of 14 page texts · 9 of 9 cities · 1 of 3 shops · 0 of 1 contact addresses · 1 of 1 price notes',
  );
  const links = Object.fromEntries([...arabic.querySelectorAll('a')].map((a) => [text(a), a.getAttribute('href')]));
  assert.deepEqual(links, {
    '2 of 43 products': '/admin/products',
    '0 of 8 categories': '/admin/categories',
    '2 of 2 hero texts': '/admin/site-settings#translations-site-settings-0',
    '14 of 14 page texts': '/admin/texts',
    '9 of 9 cities': '/admin/company#cities-title',
    '1 of 3 shops': '/admin/company',
    '0 of 1 contact addresses': '/admin/contact#translations-contact-settings-0',
    '1 of 1 price notes': '/admin/availability#translations-trade-settings-0',
  });
});

test('a figure takes the owner to where it is translated', async () => {
  await openSection('/admin', () => getText('Your site in other languages'), {
    ...api({ body: coverage }),
    'GET /api/admin/categories': { body: [] },
  });
  const link = [...lineOf('Arabic')!.querySelectorAll('a')].find((a) => text(a) === '0 of 8 categories')!;
  await click(link);
  await waitFor(() => assert.equal(text(document.querySelector('[aria-current="page"]')!), 'Categories'));
});

test('coverage that fails to load leaves the screen as it is', async () => {
  await openSection('/admin', 'Website is Online', api({ status: 500, body: { message: 'Internal error' } }));
  assert.equal(queryText('Your site in other languages'), null);
});
