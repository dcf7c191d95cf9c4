// One catalogue of the site's own words per language (issue "Languages"): English is the source; every other
// catalogue has each of its keys (the type says so) with the same placeholders (catalogue.test.ts says so).
import type { Locale } from '../../shared/i18n/locales';
import { ar } from './ar';
import { en } from './en';
import { hi } from './hi';
import { mr } from './mr';

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

export const CATALOGUES: Record<Locale, Catalogue> = { en, hi, mr, ar };

/** The placeholders a message names: {years} -> years. */
export const placeholdersOf = (message: string): string[] => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** The words for `key` in `locale`, each {placeholder} filled in from `values`. */
export function translate(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  return CATALOGUES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
