import * as v from 'valibot';
import { isValidGstin } from '../gstin';
import { LICENCE_TYPES, LICENCE_TYPES_WITHOUT_EXPIRY, type LicenceType } from '../licences';
import { DOCUMENT_PATH_PATTERN } from '../upload-names';
import { booleanField, calendarDay as day, isCalendarDay, noControlChars, requiredText, singleLine } from './common';

/** Each number's own format, where one exists; `value` is trimmed and upper-cased. */
const NUMBER_FORMATS: Partial<Record<LicenceType, { test: (value: string) => boolean; message: string }>> = {
  fssai: { test: (s) => /^[0-9]{14}$/.test(s), message: 'An FSSAI licence number is 14 digits' },
  iec: { test: (s) => /^[0-9A-Z]{10}$/.test(s), message: 'An IEC is 10 letters or digits' },
  gstin: { test: isValidGstin, message: 'A GSTIN is 15 characters and ends in its check character; check it for a typo' },
};

export const licenceInputSchema = v.pipe(
  v.object({
    type: v.picklist(LICENCE_TYPES, 'Choose the type'),
    // Spaces people type inside a number (1234 5678 ...) are dropped; letters are upper-cased.
    number: v.pipe(
      requiredText('Number', 40),
      singleLine('Number'),
      noControlChars('Number'),
      v.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
    ),
    issuer: v.pipe(requiredText('Issuer', 120), singleLine('Issuer'), noControlChars('Issuer')),
    validFrom: day('Valid from'),
    validUntil: v.optional(
      v.pipe(
        v.nullable(v.string('Valid until must be a date')),
        v.transform((s) => (s ?? '').trim() || null),
        v.check((s) => s === null || isCalendarDay(s), 'Valid until must be a valid date'),
      ),
      null,
    ),
    isActive: booleanField('Active'),
    document: v.optional(
      v.nullable(
        v.pipe(
          v.string('Document must be an uploaded PDF or image, or null'),
          v.regex(DOCUMENT_PATH_PATTERN, 'Document must be an uploaded PDF or image, or null'),
        ),
      ),
      null,
    ),
  }),
  v.forward(
    v.check(
      (l) => {
        const format = NUMBER_FORMATS[l.type];
        return !format || format.test(l.number);
      },
      (issue) => NUMBER_FORMATS[(issue.input as { type: LicenceType }).type]?.message ?? 'Check the number',
    ),
    ['number'],
  ),
  v.forward(
    v.check((l) => l.validUntil !== null || LICENCE_TYPES_WITHOUT_EXPIRY.includes(l.type), 'Valid until is required for this type'),
    ['validUntil'],
  ),
  v.forward(
    v.check((l) => l.validUntil === null || l.validUntil >= l.validFrom, 'Valid until must be on or after valid from'),
    ['validUntil'],
  ),
);
export type LicenceInput = v.InferOutput<typeof licenceInputSchema>;
