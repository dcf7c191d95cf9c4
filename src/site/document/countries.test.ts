import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countriesNamedIn } from './countries';

test('the countries an origin text names, each once, in order; regions, adjectives and lowercase words are none', () => {
  const cases: Array<[string, string[]]> = [
    ['Chile', ['Chile']],
    ['Washington, USA', ['United States']],
    ['Spain & Italy', ['Spain', 'Italy']],
    ['Chile / Peru / chile', ['Chile', 'Peru']],
    ['Papua New Guinea', ['Papua New Guinea']],
    ['Guinea-Bissau', ['Guinea-Bissau']],
    ['Nigeria', ['Nigeria']],
    ['Türkiye', ['Turkey']],
    ['Holland', ['Netherlands']],
    ['New Zealand (Hawke’s Bay)', ['New Zealand']],
    ['Nashik orchards', []],
    ['Indian Alphonso', []],
    ['grown for us', []],
    ['', []],
  ];
  for (const [text, countries] of cases) assert.deepEqual(countriesNamedIn(text), countries, text);
});
