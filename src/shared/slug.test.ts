import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { productInputSchema } from './schemas/catalog';
import { FALLBACK_SLUG, SLUG_MAX_LENGTH, SLUG_PATTERN, slugify, uniqueSlug } from './slug';

test('slugify: lowercase ASCII words joined by single hyphens', () => {
  const cases: Array<[string, string]> = [
    ['Fuji Apples', 'fuji-apples'],
    ['  Red Globe Grapes (Peru)  ', 'red-globe-grapes-peru'],
    ['Export: Mangoes & Green Chillies', 'export-mangoes-and-green-chillies'],
    ['Crème Brûlée Figs', 'creme-brulee-figs'],
    ['Açaí Berries', 'acai-berries'],
    ['Piña', 'pina'],
    ['Süße Äpfel aus Österreich', 'susse-apfel-aus-osterreich'],
    ['Smørbær', 'smorbaer'],
    ['Łódź Pears', 'lodz-pears'],
    ['İzmir Figs', 'izmir-figs'],
    ["Kesar's Best", 'kesars-best'],
    ['Kesar’s Best', 'kesars-best'],
    ['Zespri® SunGold™', 'zespri-sungold'],
    ['A -- B __ C', 'a-b-c'],
    ['Grade 1/2 Kinnow', 'grade-1-2-kinnow'],
    ['आम', ''],
    ['!!!', ''],
  ];
  for (const [name, slug] of cases) assert.equal(slugify(name), slug, name);
});

test('slugify: at most 80 characters, never ending in a hyphen', () => {
  const slug = slugify(`${'a'.repeat(79)} bcd`);
  assert.equal(slug, 'a'.repeat(79));
  assert.equal(slugify('word '.repeat(40)).length <= SLUG_MAX_LENGTH, true);
  assert.match(slugify('word '.repeat(40)), SLUG_PATTERN);
});

test('uniqueSlug: -2, -3... after the taken ones; a name with nothing to keep becomes "product"', () => {
  const taken = new Set(['fuji-apples', 'fuji-apples-2']);
  assert.equal(
    uniqueSlug('Fuji Apples', (s) => taken.has(s)),
    'fuji-apples-3',
  );
  assert.equal(
    uniqueSlug('Gala', (s) => taken.has(s)),
    'gala',
  );
  assert.equal(
    uniqueSlug('आम', () => false),
    FALLBACK_SLUG,
  );
  assert.equal(
    uniqueSlug('आम', (s) => s === FALLBACK_SLUG),
    `${FALLBACK_SLUG}-2`,
  );
  const long = 'x'.repeat(SLUG_MAX_LENGTH);
  assert.equal(
    uniqueSlug(long, (s) => s === long),
    `${'x'.repeat(SLUG_MAX_LENGTH - 2)}-2`,
    'the suffix fits in the limit',
  );
});

test('the product schema takes a valid slug, trims it, and names what is wrong with a bad one', () => {
  const base = { name: 'Fuji', categoryId: 1 };
  assert.equal(v.parse(productInputSchema, { ...base, slug: ' fuji-apples ' }).slug, 'fuji-apples');
  assert.equal(v.parse(productInputSchema, { ...base, slug: '' }).slug, '');
  assert.equal(v.parse(productInputSchema, base).slug, undefined);
  for (const bad of ['Fuji', 'fuji apples', 'fuji--apples', '-fuji', 'fuji-', 'fují', 'fuji/apples', '../admin']) {
    const result = v.safeParse(productInputSchema, { ...base, slug: bad });
    assert.equal(result.success, false, bad);
    assert.match(result.issues![0].message, /^Slug may use only lowercase letters a-z, digits and single hyphens/, bad);
  }
  const tooLong = v.safeParse(productInputSchema, { ...base, slug: 'a'.repeat(SLUG_MAX_LENGTH + 1) });
  assert.equal(tooLong.issues?.[0].message, `Slug must be at most ${SLUG_MAX_LENGTH} characters`);
  assert.equal(v.safeParse(productInputSchema, { ...base, slug: 5 }).issues?.[0].message, 'Slug must be text');
});
