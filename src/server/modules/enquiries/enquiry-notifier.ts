import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { errorFields, type Logger } from '../../log';
import type { Enquiry } from '../../../shared/types';

export type EnquiryNotifier = { notify(enquiry: Enquiry): Promise<void> };

/** Strips CR/LF so no enquiry text can add a mail header (SECURITY XSS-3). */
const headerSafe = (s: string) => s.replace(/[\r\n]+/g, ' ').slice(0, 200);

/**
 * Emails the owner about a new enquiry when SMTP is configured. The enquiry is already stored: a failed
 * send is logged and never affects the visitor's answer.
 */
export function createEnquiryNotifier(smtp: Config['smtp'], logger: Logger): EnquiryNotifier {
  if (!smtp) return { notify: async () => {} };
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async notify(enquiry) {
      try {
        await transport.sendMail({
          from: smtp.from,
          to: smtp.to,
          replyTo: { name: headerSafe(enquiry.name), address: enquiry.email },
          subject: `New enquiry: ${headerSafe(enquiry.subject)}`,
          text: [
            `Name: ${enquiry.name}`,
            `Email: ${enquiry.email}`,
            `Phone: ${enquiry.phone || '-'}`,
            `Subject: ${enquiry.subject}`,
            '',
            enquiry.message,
            '',
            `Received ${enquiry.createdAt}. Read and reply in the admin panel under Enquiries.`,
          ].join('\n'),
        });
      } catch (error) {
        logger.error('enquiry_email_failed', { enquiryId: enquiry.id, ...errorFields(error) });
      }
    },
  };
}
