import * as v from 'valibot';
import { TEXT_PLACEHOLDERS, unknownPlaceholders } from '../site-texts/site-texts';
import {
  fieldsOf,
  TRANSLATION_LOCALE_LABELS,
  TRANSLATION_LOCALES,
  type TranslatableField,
  type TranslatableKind,
  type TranslatedValue,
  type TranslationLocale,
} from '../translations/translatable';
import { noControlChars } from './common';
import { PRODUCT_DETAIL_LIMITS } from './product-details';

/** One text as the English field takes it: trimmed, within its bounds; '' says "no translation". */
function textSchema(label: string, field: TranslatableField) {
  return v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.maxLength(field.max, `${label} must be at most ${field.max} characters`),
    v.check((s: string) => field.shape === 'paragraphs' || !/[\r\n]/.test(s), `${label} must be a single line`),
    noControlChars(label),
    v.check(
      (s: string) => !field.placeholders || unknownPlaceholders(s).length === 0,
      (issue) =>
        `${label}: {${unknownPlaceholders(String(issue.input))[0]}} is not a placeholder. Use ${TEXT_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
    ),
  );
}

function fieldSchema(label: string, field: TranslatableField) {
  if (field.shape !== 'list') return v.nullable(textSchema(label, field));
  const item = v.pipe(
    textSchema(`${label}: each item`, field),
    v.check((s: string) => s !== '', `${label}: an item cannot be empty`),
  );
  return v.nullable(
    v.pipe(
      v.array(item, `${label} must be a list`),
      v.maxLength(PRODUCT_DETAIL_LIMITS.varieties, `${label}: at most ${PRODUCT_DETAIL_LIMITS.varieties} items`),
    ),
  );
}

const schemas = new Map<TranslatableKind, v.GenericSchema<unknown, TranslationsUpdate>>();

/**
 * PUT /api/admin/translations/:kind/:id: the translations that change, by language and field; null or '' (an empty
 * list) takes a translation away, so the field shows in English. Unknown languages and fields are refused.
 */
export function translationsInputSchema(kind: TranslatableKind): v.GenericSchema<unknown, TranslationsUpdate> {
  let schema = schemas.get(kind);
  if (!schema) {
    const fields = fieldsOf(kind);
    const language = (locale: TranslationLocale) =>
      v.optional(
        v.strictObject(
          Object.fromEntries(
            Object.entries(fields).map(([name, field]) => [
              name,
              v.optional(fieldSchema(`${TRANSLATION_LOCALE_LABELS[locale]}: ${field.label}`, field)),
            ]),
          ),
          `Unknown field: send only the fields the admin lists for ${TRANSLATION_LOCALE_LABELS[locale]}`,
        ),
      );
    schema = v.pipe(
      v.strictObject(
        Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, language(locale)])),
        `Unknown language: send ${TRANSLATION_LOCALES.join(', ')}`,
      ),
      v.check((input) => Object.values(input).some((f) => f && Object.keys(f).length > 0), 'Send at least one translation'),
    ) as unknown as v.GenericSchema<unknown, TranslationsUpdate>;
    schemas.set(kind, schema);
  }
  return schema;
}

export type TranslationsUpdate = Partial<Record<TranslationLocale, Record<string, TranslatedValue | null | undefined>>>;
