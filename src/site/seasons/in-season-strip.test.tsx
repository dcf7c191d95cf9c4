import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToString } from 'react-dom/server';
import type { SeasonalProduct } from '../../shared/seasons/seasons';
import { parseHtml } from '../../test/dom/site';
import { IN_SEASON_STRIP_LIMIT, InSeasonStrip } from './in-season-strip';

const product = (id: number): SeasonalProduct => ({
  id,
  name: `Fruit ${id}`,
  slug: `fruit-${id}`,
  categoryId: 1,
  categoryName: 'Fruit',
  origins: [{ country: 'India', months: [3] }],
});

test('the strip names the first products, then how many more, leading to the calendar; nothing when none is in season', () => {
  const products = Array.from({ length: IN_SEASON_STRIP_LIMIT + 3 }, (_, i) => product(i + 1));
  const doc = parseHtml(renderToString(<InSeasonStrip season={{ month: 3, products }} />));
  assert.equal(doc.querySelector('h2')?.textContent, 'Fresh in March');
  const links = Array.from(doc.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
  assert.deepEqual(links, [
    ...products.slice(0, IN_SEASON_STRIP_LIMIT).map((p) => [p.name, `/products/${p.slug}`]),
    ['3 more in season', '/seasons'],
    ['Season calendar', '/seasons'],
  ]);
  assert.equal(doc.querySelectorAll('img').length, 0, 'no images: nothing to shift the layout');

  assert.equal(renderToString(<InSeasonStrip season={{ month: 3, products: [] }} />), '');
  assert.equal(renderToString(<InSeasonStrip season={undefined} />), '');
});
