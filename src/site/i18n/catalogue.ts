// One catalogue of the site's own words per language (issue "Languages"): English is the source; every other
// catalogue has each of its keys (the type says so) with the same placeholders (catalogue.test.ts says so).
import { LOCALE_INFO, type Locale } from '../../shared/i18n/locales';
import { ar } from './ar';
import { en } from './en';
import { fill } from './fill';
import { hi } from './hi';
import { mr } from './mr';

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

export const CATALOGUES: Record<Locale, Catalogue> = { en, hi, mr, ar };

/** The placeholders a message names: {years} -> years. */
export const placeholdersOf = (message: string): string[] => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/**
 * The words for `key` in `locale`, each {placeholder} filled in from `values`. In a right-to-left language a value in
 * Latin letters (the company's name, an English product name) is isolated, so its own punctuation stays with it
 * ("Mumbai Fruit Trading Co." keeps its full stop at its end).
 */
export function translate(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  if (LOCALE_INFO[locale].dir === 'rtl') {
    values = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'string' && /[A-Za-z]/.test(value) ? `\u2068${value}\u2069` : value,
      ]),
    );
  }
  return fill(CATALOGUES[locale][key], values);
}

/**
 * The messages an island shows, in `locale`, under the island's own short names (`{ title: 'products.allTitle' }` ->
 * `{ title: 'Our Product Range' }`), placeholders left for the island to fill in: the page passes them as props.
 */
export function wordsFor<Name extends string>(locale: Locale, keys: Record<Name, MessageKey>): Record<Name, string> {
  const catalogue = CATALOGUES[locale];
  return Object.fromEntries(Object.entries<MessageKey>(keys).map(([name, key]) => [name, catalogue[key]])) as Record<Name, string>;
}
