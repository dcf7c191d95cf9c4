// A product's address on the site, /products/<slug>: lowercase ASCII letters and digits in words joined by single
// hyphens. The server makes one from the name on create; the owner may edit it.

import { withoutMarks } from './unicode';

export const SLUG_MAX_LENGTH = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** What a name with nothing to transliterate (only another script, only symbols) becomes. */
export const FALLBACK_SLUG = 'product';

// Letters that Unicode decomposition leaves whole (ß, æ, ø...): their usual ASCII spelling.
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
  ŋ: 'n',
  '&': ' and ',
};

/** Cuts at `max` characters without leaving a hyphen at the end. */
const cut = (slug: string, max: number) => slug.slice(0, max).replace(/-+$/, '');

/**
 * The slug of a name: accents dropped (Crème → creme), a few letters spelled out (ß → ss, & → and), apostrophes
 * removed (Kesar's → kesars), every other run of characters that are not a-z or 0-9 one hyphen.
 * '' when nothing is left (see FALLBACK_SLUG).
 */
export function slugify(text: string): string {
  const ascii = withoutMarks(text.toLowerCase())
    .replace(/[ßæœøđðþłıħŋ&]/g, (c) => LETTERS[c]!)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '');
  return cut(ascii, SLUG_MAX_LENGTH);
}

/** The name's slug, or the first of slug-2, slug-3... that `isTaken` does not refuse. */
export function uniqueSlug(name: string, isTaken: (slug: string) => boolean): string {
  const base = slugify(name) || FALLBACK_SLUG;
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = cut(base, SLUG_MAX_LENGTH - suffix.length) + suffix;
    if (!isTaken(candidate)) return candidate;
  }
}
