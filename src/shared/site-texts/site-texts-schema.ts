import * as v from 'valibot';
import { noControlChars } from '../schemas/common';
import { SITE_TEXT_FIELDS, SITE_TEXT_KEYS, type SiteTextKey, TEXT_PLACEHOLDERS, unknownPlaceholders } from './site-texts';

/** A text names only our placeholders: "{shop}" is refused with the list of those there are. */
export const knownPlaceholders = (label: string) =>
  v.check(
    (s: string) => unknownPlaceholders(s).length === 0,
    (issue) =>
      `${label}: {${unknownPlaceholders(String(issue.input))[0]}} is not a placeholder. Use ${TEXT_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
  );

function textSchema(key: SiteTextKey) {
  const field: { label: string; max: number; required?: true; paragraphs?: true } = SITE_TEXT_FIELDS[key];
  return v.pipe(
    v.string(`${field.label} must be text`),
    v.trim(),
    v.check((s) => !field.required || s !== '', `${field.label} is required`),
    v.maxLength(field.max, `${field.label} must be at most ${field.max} characters`),
    v.check((s) => field.paragraphs === true || !/[\r\n]/.test(s), `${field.label} must be a single line`),
    noControlChars(field.label),
    knownPlaceholders(field.label),
  );
}

/**
 * PUT /api/admin/site-texts: the texts that change, by key; null puts a text back to its starting value. Unknown keys
 * are refused, so a misspelt key never passes silently.
 */
export const siteTextsInputSchema = v.pipe(
  v.strictObject(
    Object.fromEntries(SITE_TEXT_KEYS.map((key) => [key, v.optional(v.nullable(textSchema(key)))])) as {
      [K in SiteTextKey]: v.OptionalSchema<v.NullableSchema<ReturnType<typeof textSchema>, undefined>, undefined>;
    },
    'Unknown text: send only the texts the admin lists',
  ),
  v.check((input) => Object.keys(input).length > 0, 'Send at least one text'),
);
export type SiteTextsUpdate = Partial<Record<SiteTextKey, string | null>>;
