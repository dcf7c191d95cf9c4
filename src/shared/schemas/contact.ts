import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants';
import { emailFormat, noControlChars, optionalText, phoneFormat, requiredText, singleLine } from './common';

/** POST /api/contact (spec §5: name, email, subject, message required; phone optional). */
export const enquiryInputSchema = v.object({
  name: v.pipe(requiredText('Full name', TEXT_LIMITS.enquiryName), singleLine('Full name'), noControlChars('Full name')),
  email: v.pipe(requiredText('Email', TEXT_LIMITS.email), emailFormat('Email')),
  phone: v.pipe(optionalText('Phone', TEXT_LIMITS.phone), phoneFormat('Phone')),
  subject: v.pipe(requiredText('Subject', TEXT_LIMITS.enquirySubject), singleLine('Subject'), noControlChars('Subject')),
  message: v.pipe(requiredText('Message', TEXT_LIMITS.enquiryMessage), noControlChars('Message')),
  /** Honeypot: people never see this field; anything in it marks a bot. */
  website: v.optional(v.string(), ''),
});
export type EnquiryInput = v.InferOutput<typeof enquiryInputSchema>;

export const enquiryUpdateSchema = v.object({
  isRead: v.boolean('isRead must be true or false'),
});
