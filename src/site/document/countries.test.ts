import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SUPPLIER_COUNTRIES } from '../../server/db/migrations';
import { countriesNamedIn, countryNamesIn, countryNameTable } from './countries';
import TABLES from './countries.json';

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

test("a country's name in each language, inside the owner's text; a country the table lacks, and English, as written", () => {
  assert.equal(countryNamesIn('hi', 'USA'), 'अमेरिका');
  assert.equal(countryNamesIn('mr', 'Washington, USA'), 'Washington, अमेरिका');
  assert.equal(countryNamesIn('ar', 'Spain & Italy'), 'إسبانيا & إيطاليا');
  assert.equal(countryNamesIn('ar', 'Nashik orchards'), 'Nashik orchards');
  assert.equal(countryNamesIn('ar', 'grown for us'), 'grown for us', 'a lowercase "us" is a word');
  assert.equal(countryNamesIn('hi', 'Vanuatu'), 'Vanuatu');
  assert.equal(countryNamesIn('en', 'USA'), 'USA');
  for (const country of SUPPLIER_COUNTRIES) {
    for (const locale of ['hi', 'mr', 'ar'] as const) assert.notEqual(countryNamesIn(locale, country), country, `${locale} ${country}`);
  }
  const table = countryNameTable('ar', ['Washington, USA']);
  assert.equal(table.Chile, 'تشيلي');
  assert.equal(table.UAE, 'الإمارات');
  assert.equal(table['Washington, USA'], 'Washington, أمريكا');
  assert.deepEqual(countryNameTable('en', ['Chile']), {});
});

test('the tables hold together: each spelling leads to a listed country, each listed country has a name in hi, mr and ar', () => {
  const countries = new Set(TABLES.countries);
  assert.equal(countries.size, TABLES.countries.length, 'no country listed twice');
  for (const [spelling, country] of Object.entries(TABLES.aliases)) assert.ok(countries.has(country), `${spelling} -> ${country}`);
  for (const [country, names] of Object.entries(TABLES.localNames)) {
    assert.ok(countries.has(country), `${country} is a listed country`);
    assert.equal(names.length, 3, `${country}: [hi, mr, ar]`);
    const [hi, mr, ar] = names;
    assert.match(`${hi}${mr}`, /^[\u0900-\u097F\s]+$/, `${country}: Hindi and Marathi in Devanagari`);
    assert.match(ar ?? '', /^[\u0600-\u06FF\s]+$/, `${country}: Arabic in Arabic script`);
  }
});
