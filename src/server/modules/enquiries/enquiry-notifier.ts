import nodemailer from 'nodemailer';
import { formatIndiaTime } from '../../../shared/format';
import { languageLabel } from '../../../shared/i18n/language-names';
import { quoteFieldRows } from '../../../shared/quotes/quote-fields';
import type { Enquiry } from '../../../shared/types';
import type { Config } from '../../config';
import { errorFields, type Logger } from '../../log';

export type EnquiryNotifier = { notify(enquiry: Enquiry): Promise<void> };

export type EnquiryNotifierOptions = {
  /** Individual alert emails per hour, across all visitors; later enquiries go into one summary email. */
  maxAlertsPerHour?: number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => { unref?(): unknown };
};

// DECISION (src/decisions/enquiry-alerts.md): at most 20 alert emails an hour for the whole site (rotating addresses
// cannot flood the owner's inbox). The hour is fixed: it starts with the first alert after the previous hour ended.
// Enquiries past the limit are stored as always and counted into ONE summary email sent when that hour ends.
export const MAX_ALERTS_PER_HOUR = 20;
const HOUR_MS = 60 * 60_000;
/** How many names and subjects the summary lists (the admin panel has them all). */
const SUMMARY_LISTED = 5;

/** Strips CR/LF so no enquiry text can add a mail header (SECURITY XSS-3). */
const headerSafe = (s: string) => s.replace(/[\r\n]+/g, ' ').slice(0, 200);

/**
 * Emails the owner about a new enquiry when SMTP is configured. The enquiry is already stored: a failed
 * send is logged and never affects the visitor's answer.
 */
export function createEnquiryNotifier(smtp: Config['smtp'], logger: Logger, options: EnquiryNotifierOptions = {}): EnquiryNotifier {
  if (!smtp) return { notify: async () => {} };
  const { maxAlertsPerHour = MAX_ALERTS_PER_HOUR, now = Date.now, setTimer = setTimeout } = options;
  const { from, to } = smtp;
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });

  /** The current hour: alerts sent in it, and what came after the limit (a count and a few lines: bounded memory). */
  type Hour = { endsAt: number; sent: number; over: { count: number; first: number; last: number; listed: string[] } | null };
  let hour: Hour | null = null;

  async function sendSummary(over: NonNullable<Hour['over']>) {
    const n = over.count;
    const more = n - over.listed.length;
    try {
      await transport.sendMail({
        from,
        to,
        subject: `${n} more ${n === 1 ? 'enquiry' : 'enquiries'}`,
        text: [
          `${n} ${n === 1 ? 'enquiry' : 'enquiries'} arrived after the limit of ${maxAlertsPerHour} alerts an hour was reached, ` +
            `between ${formatIndiaTime(over.first, 'sortable')} and ${formatIndiaTime(over.last, 'sortable')} (Mumbai time).`,
          'Each one is stored: read and reply in the admin panel under Enquiries.',
          '',
          ...over.listed,
          ...(more > 0 ? [`- and ${more} more`] : []),
        ].join('\n'),
      });
    } catch (error) {
      logger.error('enquiry_summary_email_failed', { count: n, ...errorFields(error) });
    }
  }

  /** Closes the hour; its summary goes out, once, if anything was held back (by the timer or a later enquiry). */
  function endHour(ended: Hour) {
    if (hour === ended) hour = null;
    const over = ended.over;
    ended.over = null;
    if (over) void sendSummary(over);
  }

  return {
    async notify(enquiry) {
      const t = now();
      if (hour && t >= hour.endsAt) endHour(hour); // the hour is over (its summary timer may be late)
      hour ??= { endsAt: t + HOUR_MS, sent: 0, over: null };
      if (hour.sent >= maxAlertsPerHour) {
        const current = hour;
        if (!current.over) {
          current.over = { count: 0, first: t, last: t, listed: [] };
          setTimer(() => endHour(current), Math.max(0, current.endsAt - t)).unref?.();
        }
        current.over.count++;
        current.over.last = t;
        if (current.over.listed.length < SUMMARY_LISTED) {
          current.over.listed.push(`- ${headerSafe(enquiry.name)}: ${headerSafe(enquiry.subject)}`);
        }
        return;
      }
      hour.sent++;
      try {
        await transport.sendMail({
          from,
          to,
          replyTo: { name: headerSafe(enquiry.name), address: enquiry.email },
          subject: `New enquiry: ${headerSafe(enquiry.subject)}`,
          text: [
            `Name: ${enquiry.name}`,
            `Email: ${enquiry.email}`,
            `Phone: ${enquiry.phone || '-'}`,
            `Subject: ${enquiry.subject}`,
            `Language: ${languageLabel(enquiry.language)}`,
            ...(enquiry.quote ? quoteFieldRows(enquiry.quote).map(([label, text]) => `${label}: ${text || '-'}`) : []),
            '',
            enquiry.message,
            '',
            `Received ${formatIndiaTime(enquiry.createdAt, 'sortable')} (Mumbai time). Read and reply in the admin panel under Enquiries.`,
          ].join('\n'),
        });
      } catch (error) {
        logger.error('enquiry_email_failed', { enquiryId: enquiry.id, ...errorFields(error) });
      }
    },
  };
}
