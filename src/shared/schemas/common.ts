import * as v from 'valibot';
import { MAX_ID } from '../constants';
import { UPLOAD_PATH_PATTERN } from '../upload-names';

/**
 * How the text rules word a refusal, {label} (and {max}) filled in: English, as the admin reads them; a public form
 * passes the words of the page's language (the site's catalogue), and the rules themselves stay the same.
 */
export type TextRuleWords = Record<'mustBeText' | 'required' | 'tooLong' | 'singleLine' | 'invalidChars' | 'email' | 'phone', string>;

export const ENGLISH_TEXT_RULES: TextRuleWords = {
  mustBeText: '{label} must be text',
  required: '{label} is required',
  tooLong: '{label} must be at most {max} characters',
  singleLine: '{label} must be a single line',
  invalidChars: '{label} contains invalid characters',
  email: '{label} must be a valid email address',
  phone: '{label} may contain only digits, spaces and + ( ) - .',
};

/** A template's {placeholders} filled in. */
export const fillIn = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A string, or its refusal: "is required" when there is none at all (a key left out), "must be text" otherwise. */
const text = (label: string, words: TextRuleWords) =>
  v.string((issue) => fillIn(issue.input === undefined ? words.required : words.mustBeText, { label }));

/** A required, trimmed, non-empty string of at most `max` characters. */
export const requiredText = (label: string, max: number, words = ENGLISH_TEXT_RULES) =>
  v.pipe(
    text(label, words),
    v.trim(),
    v.nonEmpty(fillIn(words.required, { label })),
    v.maxLength(max, fillIn(words.tooLong, { label, max })),
  );

/** An optional trimmed string; missing or null becomes ''. */
export const optionalText = (label: string, max: number, words = ENGLISH_TEXT_RULES) =>
  v.optional(
    v.pipe(
      v.nullable(text(label, words)),
      v.transform((s) => (s ?? '').trim()),
      v.maxLength(max, fillIn(words.tooLong, { label, max })),
    ),
    '',
  );

/** Text with no line breaks: header-like fields can never smuggle CR/LF. */
export const singleLine = (label: string, words = ENGLISH_TEXT_RULES) =>
  v.check((s: string) => !/[\r\n]/.test(s), fillIn(words.singleLine, { label }));

/** Control characters other than tab and line breaks are refused in any text. */
export const noControlChars = (label: string, words = ENGLISH_TEXT_RULES) =>
  // eslint-disable-next-line no-control-regex
  v.check((s: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), fillIn(words.invalidChars, { label }));

/** A required one-line text (a name, a subject): at most `max` characters, no line break, no control character. */
export const requiredLine = (label: string, max: number, words = ENGLISH_TEXT_RULES) =>
  v.pipe(requiredText(label, max, words), singleLine(label, words), noControlChars(label, words));

/** The same, optional: missing, null or blank is ''. */
export const optionalLine = (label: string, max: number, words = ENGLISH_TEXT_RULES) =>
  v.pipe(optionalText(label, max, words), singleLine(label, words), noControlChars(label, words));

/**
 * What <input type="email"> accepts (WHATWG's "valid email address": o'brien@example.com is one), with a dot in the
 * domain, since a customer's address is on the internet, and without ? & %: no mailbox people use has them, and in a
 * mailto: link they would add headers (a Bcc, a body) to the owner's reply. Otherwise the server and the
 * browser agree, so a visitor is never refused for an address their browser took. An empty string passes:
 * `requiredText` or `optionalText` decides that.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$'*+/=^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const emailFormat = (label: string, words = ENGLISH_TEXT_RULES) =>
  v.check((s: string) => s === '' || EMAIL.test(s), fillIn(words.email, { label }));

/** A phone number as people write it: digits, spaces and + ( ) - . */
export const phoneFormat = (label: string, words = ENGLISH_TEXT_RULES) => v.regex(/^[0-9+()\-.\s]*$/, fillIn(words.phone, { label }));

export const idSchema = v.pipe(
  v.union([v.string(), v.number()], 'Id must be a number'),
  v.transform((x) => (typeof x === 'number' ? String(x) : x)),
  v.regex(/^[1-9][0-9]{0,9}$/, 'Id must be a positive whole number'),
  v.transform(Number),
  v.maxValue(MAX_ID, 'Id is too large'),
);

export const idParams = v.object({ id: idSchema });

/** An image field: null (no image) or a path this server issued for an upload. */
export const imagePath = (label: string) =>
  v.nullable(
    v.pipe(
      v.string(`${label} must be an uploaded image path or null`),
      v.regex(UPLOAD_PATH_PATTERN, `${label} must be an uploaded image path or null`),
    ),
  );

export const booleanField = (label: string) => v.boolean(`${label} must be true or false`);

/** Parses a query value that may be missing or non-numeric; anything but a valid id means "none". */
export function optionalQueryId(value: unknown): number | undefined {
  const result = v.safeParse(idSchema, Array.isArray(value) ? value[0] : value);
  return result.success ? result.output : undefined;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day, 'YYYY-MM-DD' (2026-02-30 is refused). */
export function isCalendarDay(s: string): boolean {
  const m = DAY.exec(s);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

/** A required calendar day, 'YYYY-MM-DD'. */
export const calendarDay = (label: string) =>
  v.pipe(
    v.string(`${label} must be a date`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.check(isCalendarDay, `${label} must be a valid date`),
  );
