// The countries an origin text names ("Chile", "Washington, USA", "Spain & Italy"), for schema.org countryOfOrigin, and
// their names in each of the site's languages.
import type { Locale } from '../../shared/i18n/locales';
import TABLES from './countries.json';

/**
 * The tables (countries.json): every country in its usual English name (ISO 3166); other spellings a buyer writes,
 * each to that name; and the countries fruit comes from or goes to as Hindi, Marathi and Arabic name them (a
 * trader's usual name, not the formal one: अमेरिका, أمريكا), [hi, mr, ar]. A country not in the last keeps its English
 * name. countries.test.ts checks that every spelling and name belongs to a country of the first.
 */
const COUNTRIES: readonly string[] = TABLES.countries;
const ALIASES: Readonly<Record<string, string>> = TABLES.aliases;
const LOCAL_NAMES: Readonly<Record<string, readonly string[]>> = TABLES.localNames;

const NAMES = new Map<string, string>([
  ...COUNTRIES.map((c) => [c.toLowerCase(), c] as const),
  ...Object.entries(ALIASES).map(([a, c]) => [a.toLowerCase(), c] as const),
]);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Longest first, so "Papua New Guinea" is one country, not also Guinea; whole words only, so "Indian" is not India.
const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...NAMES.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** Abbreviations count only in capitals: "US" is the country, "us" is a word. */
const isAbbreviation = (alias: string) => !/[a-z]/.test(alias);

/** The countries named in `text`, each once, in the order they first appear. */
export function countriesNamedIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PATTERN)) {
    const written = match[1]!;
    const alias = Object.keys(ALIASES).find((a) => a.toLowerCase() === written.toLowerCase());
    if (alias && isAbbreviation(alias) && alias !== written) continue;
    const country = NAMES.get(written.toLowerCase())!;
    if (!found.includes(country)) found.push(country);
  }
  return found;
}

const LOCAL_INDEX = { hi: 0, mr: 1, ar: 2 } as const;

/** A country's name in `locale` ('United States' -> 'अमेरिका'), or undefined when the table has none. */
function localName(locale: Locale, country: string): string | undefined {
  return locale === 'en' ? undefined : LOCAL_NAMES[country]?.[LOCAL_INDEX[locale]];
}

/**
 * `text` (a supplier country, an origin: "Chile", "Washington, USA") with each country it names in `locale`'s name
 * for it ("Washington, अमेरिका"); the rest of the text, and a country the table lacks, as the owner wrote it.
 */
export function countryNamesIn(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  return text.replace(PATTERN, (written: string) => {
    const alias = Object.keys(ALIASES).find((a) => a.toLowerCase() === written.toLowerCase());
    if (alias && isAbbreviation(alias) && alias !== written) return written;
    return localName(locale, NAMES.get(written.toLowerCase())!) ?? written;
  });
}

/**
 * Every spelling of a country the table names, with its name in `locale`, and `texts` (the page's origins) each in
 * `locale`'s words: what an island looks an origin up in, the products it fetches later included. Empty in English.
 */
export function countryNameTable(locale: Locale, texts: readonly string[] = []): Record<string, string> {
  if (locale === 'en') return {};
  const table: Record<string, string> = {};
  for (const [spelling, country] of [...COUNTRIES.map((c) => [c, c] as const), ...Object.entries(ALIASES)]) {
    const name = localName(locale, country);
    if (name) table[spelling] = name;
  }
  for (const text of texts) table[text] = countryNamesIn(locale, text);
  return table;
}
