// The site's claims and texts that are the owner's to keep or change (issue "Keep it true every week"): the standing
// ("one of India's top 10 fruit importers"), the home page's welcome and Why Choose cards, the about page's lead,
// story, mission and vision. The starting texts below are what the site said before they became editable, so nothing
// changes until the owner edits. A figure the data already knows is written as a placeholder ({shops}) and filled in
// from the data, never typed twice. DECISION: src/decisions/site-texts.md

import { type CompanyFacts, companyCounts, hoursRows, joinNames } from '../company';
import { COMPANY } from '../constants';

/** The placeholders a text may use, each filled in from the company's facts (or the standing, for {claim}). */
export const TEXT_PLACEHOLDERS = ['years', 'countries', 'cities', 'shops', 'partners', 'hours', 'claim'] as const;
export type TextPlaceholder = (typeof TEXT_PLACEHOLDERS)[number];
export type PlaceholderValues = Record<TextPlaceholder, string>;

/** What each placeholder stands for, as the admin explains it. */
export const PLACEHOLDER_MEANINGS: Record<TextPlaceholder, string> = {
  years: 'years in business, from the founding year (e.g. 40)',
  countries: 'supplier countries shown on the site',
  cities: 'cities served shown on the site',
  shops: 'shops in your shop list',
  partners: "your partners' names, e.g. A, B and C",
  hours: 'your opening hours, e.g. Monday-Saturday 6:00 AM-6:00 PM',
  claim: 'your standing, as written above',
};

type TextField = {
  label: string;
  /** Several paragraphs, separated by an empty line. */
  paragraphs?: true;
  /** A title: never empty. */
  required?: true;
  max: number;
  start: string;
};

export const SITE_TEXT_FIELDS = {
  claim: {
    label: 'Your standing in the trade',
    max: 160,
    start: "one of India's top 10 fruit importers",
  },
  homeWelcome: {
    label: 'Welcome text',
    paragraphs: true,
    max: 2000,
    start:
      "For more than {years} years we have been bringing the world's finest fresh fruit to India. Today we are {claim}, sourcing from {countries} countries and selling in {cities} major Indian cities.\n\nFrom our {shops} shops in Mumbai's APMC market we supply retail chains, delivery platforms, wholesalers and families, and our export arm ships Indian green chillies and mangoes to Dubai.",
  },
  why1Title: { label: 'First card: title', required: true, max: 60, start: 'Global Reach' },
  why1Text: {
    label: 'First card: text',
    max: 400,
    start: 'Premium fruit from {countries} countries, delivered to {cities} major Indian cities all year round.',
  },
  why2Title: { label: 'Second card: title', required: true, max: 60, start: 'Trusted Partners' },
  why2Text: {
    label: 'Second card: text',
    max: 400,
    start: 'Leading retail chains and delivery platforms rely on us for consistent quality and dependable supply. Among them: {partners}.',
  },
  why3Title: { label: 'Third card: title', required: true, max: 60, start: 'Premium Quality' },
  why3Text: {
    label: 'Third card: text',
    max: 400,
    start: 'Every consignment is inspected, graded and kept in the cold chain, so only fresh, flawless fruit reaches our customers.',
  },
  aboutLead: {
    label: 'Opening line',
    max: 300,
    start: 'A Mumbai business that has grown, over {years} years, into {claim}.',
  },
  aboutStory: {
    label: 'Our Story',
    paragraphs: true,
    max: 3000,
    start:
      `For more than {years} years ${COMPANY.name} has been part of Mumbai's wholesale fruit trade. We believe Indian families deserve the same quality of fruit that the world's best markets enjoy, and we have built the business one trusted relationship at a time.\n\n` +
      'Today we import from {countries} countries, sell in {cities} major Indian cities and run {shops} shops in the APMC market in Mumbai. We are proud to be {claim}, and prouder still of the growers, partners and customers who have grown with us.',
  },
  aboutMission: {
    label: 'Our Mission',
    max: 600,
    start:
      'To bring the freshest, finest fruit from around the world to every Indian table, at fair prices, through a supply chain our partners can rely on every single day.',
  },
  aboutVision: {
    label: 'Our Vision',
    max: 600,
    start:
      "To be India's most trusted name in fresh fruit: the first call for retailers and platforms, and the bridge that takes the best of Indian produce to the world.",
  },
} as const satisfies Record<string, TextField>;

export type SiteTextKey = keyof typeof SITE_TEXT_FIELDS;
export type SiteTexts = Record<SiteTextKey, string>;
export const SITE_TEXT_KEYS = Object.keys(SITE_TEXT_FIELDS) as SiteTextKey[];

/** Every text at its starting value. */
export const STARTING_TEXTS = Object.fromEntries(SITE_TEXT_KEYS.map((key) => [key, SITE_TEXT_FIELDS[key].start])) as SiteTexts;

/** The opening hours in a line: the open days only ("Monday-Saturday 6:00 AM-6:00 PM, Sunday 6:00 AM-2:00 PM"). */
export function hoursLine(hours: CompanyFacts['hours']): string {
  return hoursRows(hours)
    .filter((row) => row.hours !== 'Closed')
    .map((row) => `${row.days} ${row.hours}`)
    .join(', ');
}

/** What each placeholder reads as today. A count of none reads as empty: the data has nothing to state. */
export function placeholderValues(facts: CompanyFacts, claim: string): PlaceholderValues {
  const n = companyCounts(facts);
  const count = (value: number) => (value > 0 ? String(value) : '');
  return {
    years: count(n.years),
    countries: count(n.countries),
    cities: count(n.cities),
    shops: count(n.shops),
    partners: joinNames(facts.partners.map((p) => p.name)),
    hours: hoursLine(facts.hours),
    claim: claim.trim(),
  };
}

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The text names a placeholder, ours or not (the admin previews what the site makes of it). */
export const hasPlaceholder = (text: string): boolean => new RegExp(PLACEHOLDER.source).test(text);

/** The placeholders a text names that are not ours ("{shop}" for "{shops}"), each once, in order. */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  return [...new Set(names.filter((name) => !(TEXT_PLACEHOLDERS as readonly string[]).includes(name)))];
}

/**
 * A text as the site shows it, paragraph by paragraph: each placeholder filled in, and each sentence that names a
 * placeholder with nothing to fill in (no partners, an empty standing) left out, so no sentence reads half-made.
 * Paragraphs are separated by an empty line; sentences end with . ! or ? (or the Hindi danda ।, the Arabic ؟) and a
 * space.
 */
export function shownParagraphs(text: string, values: PlaceholderValues): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .trim()
        .split(/(?<=[.!?।؟])\s+/)
        .filter((sentence) => [...sentence.matchAll(PLACEHOLDER)].every((m) => (values[m[1] as TextPlaceholder] ?? '') !== ''))
        .map((sentence) => sentence.replace(PLACEHOLDER, (whole, name: string) => values[name as TextPlaceholder] ?? whole))
        .join(' ')
        .replace(/\s+/g, ' '),
    )
    .filter(Boolean);
}

/** A one-paragraph text as the site shows it (see shownParagraphs). */
export const shownText = (text: string, values: PlaceholderValues): string => shownParagraphs(text, values).join(' ');

/** GET and PUT /api/admin/site-texts: every text as saved, and what each placeholder reads as today. */
export type SiteTextsAnswer = { texts: SiteTexts; values: PlaceholderValues };
