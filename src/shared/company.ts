// The company's facts the owner keeps in the admin (supplier countries, cities, partners, hours, shops, founding
// year), and the numbers and words the site derives from them: each figure is stated in one place only.

import { indiaTime } from './india-time';
import type { InEnglishFields } from './translations/in-english';

/** A supplier country or a city served: shown on the site while active, in the owner's order. */
export type NamedFact = { id: number; name: string; isActive: boolean; position: number };

export type Partner = NamedFact & { logoPath: string | null; url: string };

/** ISO weekday (1 = Monday ... 7 = Sunday); both times null: closed that day. Times are 24-hour "HH:MM". */
export type BusinessHoursDay = { weekday: number; opens: string | null; closes: string | null };

export type Shop = {
  id: number;
  name: string;
  address: string;
  phone: string;
  /** The shop's hours in the owner's words, e.g. "Mon-Sat 6:00 AM-6:00 PM". */
  hours: string;
  latitude: number | null;
  longitude: number | null;
  position: number;
  /** Fields shown in English on a page in another language, having no translation there: marked lang="en". */
  inEnglish?: InEnglishFields;
};

/** A city served as the site lists it. */
export type CityShown = { id: number; name: string; inEnglish?: InEnglishFields };

/** Everything the admin's Company section edits. */
export type CompanyData = {
  countries: NamedFact[];
  cities: NamedFact[];
  partners: Partner[];
  hours: BusinessHoursDay[];
  shops: Shop[];
  foundingYear: number;
};

/** What the public pages show: active entries only, in order, and the numbers derived from them. */
export type CompanyFacts = {
  countries: string[];
  /** On a page in another language, each name translated, or in English and marked (inEnglish). */
  cities: CityShown[];
  partners: Array<{ name: string; logoPath: string | null; url: string }>;
  hours: BusinessHoursDay[];
  shops: Shop[];
  foundingYear: number;
  /** Whole years since the founding year, in India's calendar year when the page was made. */
  years: number;
};

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const FOUNDING_YEAR_MIN = 1900;

/**
 * DECISION (src/decisions/company-facts.md): years of experience are stated rounded down to a multiple of 5 with a "+"
 * ("40+", "over 40 years"), the spec's style: a company founded in 1985 says "40+" from 2025 to 2029, never a number
 * that is already past.
 */
export function roundedYears(years: number): number {
  return years >= 5 ? Math.floor(years / 5) * 5 : Math.max(0, years);
}
export const yearsLabel = (facts: Pick<CompanyFacts, 'years'>) => `${roundedYears(facts.years)}+`;

/** The counts every text states: never typed, always counted. */
export function companyCounts(facts: CompanyFacts) {
  return { years: roundedYears(facts.years), countries: facts.countries.length, cities: facts.cities.length, shops: facts.shops.length };
}

/** "06:00" -> "6:00 AM", "18:30" -> "6:30 PM" (the spec's wording of times). */
export function time12(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Runs of consecutive weekdays with the same times, Monday first. */
export function hoursGroups(
  hours: readonly BusinessHoursDay[],
): Array<{ weekdays: number[]; opens: string | null; closes: string | null }> {
  const groups: Array<{ weekdays: number[]; opens: string | null; closes: string | null }> = [];
  for (const day of [...hours].sort((a, b) => a.weekday - b.weekday)) {
    const last = groups.at(-1);
    if (last && last.opens === day.opens && last.closes === day.closes && last.weekdays.at(-1) === day.weekday - 1)
      last.weekdays.push(day.weekday);
    else groups.push({ weekdays: [day.weekday], opens: day.opens, closes: day.closes });
  }
  return groups;
}

/** Spec §2's wording: "Monday-Saturday" / "6:00 AM-6:00 PM"; a closed day reads "Closed". */
export function hoursRows(hours: readonly BusinessHoursDay[]): Array<{ days: string; hours: string }> {
  return hoursGroups(hours).map((g) => {
    const first = WEEKDAY_NAMES[g.weekdays[0]! - 1]!;
    const last = WEEKDAY_NAMES[g.weekdays.at(-1)! - 1]!;
    return {
      days: g.weekdays.length === 1 ? first : `${first}-${last}`,
      hours: g.opens && g.closes ? `${time12(g.opens)}-${time12(g.closes)}` : 'Closed',
    };
  });
}

/**
 * DECISION (src/decisions/shops-and-hours.md): "Get directions" is Google Maps' documented directions URL (api=1):
 * phones open it in their maps app, a computer in the browser; no embed, no script. The position when the owner set
 * one, else the address.
 */
export function directionsUrl(shop: Pick<Shop, 'address' | 'latitude' | 'longitude'>): string {
  const destination = shop.latitude !== null && shop.longitude !== null ? `${shop.latitude},${shop.longitude}` : shop.address;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** The calendar year it is in India at `at`. */
export function yearInIndia(at: Date): number {
  return indiaTime(at.getTime()).year;
}

export type CompanyCounts = ReturnType<typeof companyCounts>;

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The figures the spec states (§9), which the shipped default texts carry. */
export const SPEC_COUNTS: CompanyCounts = { years: 40, countries: 16, cities: 9, shops: 3 };

/** The hero subtitles the product itself ships (the spec's default, the starter site's), with their figures. */
const HERO_SUBTITLE_TEMPLATES: ReadonlyArray<(n: CompanyCounts) => string> = [
  (n) =>
    `For over ${n.years} years we have brought the finest fresh fruit from ${n.countries} countries to Mumbai and to ${n.cities} major cities across India.`,
  (n) =>
    `For over ${n.years} years we have brought the finest fresh fruit from ${n.countries} countries to Mumbai, supplying our APMC shops, leading retail chains and customers in ${n.cities} major cities across India.`,
];

/**
 * DECISION (src/decisions/company-facts.md): a stored hero subtitle that is one of the texts the product ships, word
 * for word with the spec's figures, is the default: the site shows it with today's figures. Any other text is the
 * owner's own and is shown as written, never rewritten.
 */
export function shownHeroSubtitle(stored: string, counts: CompanyCounts): string {
  const template = HERO_SUBTITLE_TEMPLATES[shippedHeroSubtitle(stored)];
  return template ? template(counts) : stored;
}

/** Which of the hero subtitles the product ships a stored one is (by its place in their list), or -1: the owner's own. */
export const shippedHeroSubtitle = (stored: string): number => HERO_SUBTITLE_TEMPLATES.findIndex((t) => t(SPEC_COUNTS) === stored.trim());
