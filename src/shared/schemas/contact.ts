import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants';
import { emailFormat, noControlChars, optionalText, phoneFormat, requiredLine, requiredText } from './common';
import type { FormSchemaWords } from './form-words';

/**
 * POST /api/contact (spec §5: name, email, subject, message required; phone optional), refusing in the words given:
 * the page's language.
 */
export const enquiryInputSchema = ({ rules, fields }: FormSchemaWords) =>
  v.object({
    name: requiredLine(fields.name, TEXT_LIMITS.enquiryName, rules),
    email: v.pipe(requiredText(fields.email, TEXT_LIMITS.email, rules), emailFormat(fields.email, rules)),
    phone: v.pipe(optionalText(fields.phone, TEXT_LIMITS.phone, rules), phoneFormat(fields.phone, rules)),
    subject: requiredLine(fields.subject, TEXT_LIMITS.enquirySubject, rules),
    message: v.pipe(requiredText(fields.message, TEXT_LIMITS.enquiryMessage, rules), noControlChars(fields.message, rules)),
    /** Honeypot: people never see this field; anything in it marks a bot. */
    website: v.optional(v.string(), ''),
  });
export type EnquiryInput = v.InferOutput<ReturnType<typeof enquiryInputSchema>>;

export const enquiryUpdateSchema = v.object({
  isRead: v.boolean('isRead must be true or false'),
});
