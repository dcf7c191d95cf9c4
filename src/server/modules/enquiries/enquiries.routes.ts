import { formatIndiaTime } from '../../../shared/format';
import { languageLabel } from '../../../shared/i18n/language-names';
import { QUOTE_FIELDS } from '../../../shared/quotes/quote-fields';
import { enquiryUpdateSchema } from '../../../shared/schemas/contact';
import type { Enquiry } from '../../../shared/types';
import { notFound, orNotFound } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { pathId, validate } from '../../validate';
import { registerFormApi } from './form-api';
import { submitEnquiry } from './submit-enquiry';

/**
 * An RFC 4180 field, always quoted: a spreadsheet set to split on ; or a tab (many locales) would otherwise cut
 * "x;=HYPERLINK(…)" into two cells. A = + - @ (or tab, CR) that starts the text, or follows a ; or a tab, gets a ' in
 * front, so no piece of a field is ever run as a formula (OWASP CSV injection).
 */
function csvField(value: string | number | boolean): string {
  const s = String(value).replace(/(^|[;\t])([=+\-@\t\r])/g, "$1'$2");
  return `"${s.replace(/"/g, '""')}"`;
}

/** The CSV's columns, each a heading and how to read it from an enquiry: one list, so a heading never drifts from its values. */
const CSV_COLUMNS: ReadonlyArray<readonly [heading: string, value: (e: Enquiry) => string | number | boolean]> = [
  ['Received (IST)', (e) => formatIndiaTime(e.createdAt, 'sortable')],
  ['Name', (e) => e.name],
  ['Email', (e) => e.email],
  ['Phone', (e) => e.phone],
  ['Subject', (e) => e.subject],
  ['Message', (e) => e.message],
  ['Read', (e) => (e.isRead ? 'yes' : 'no')],
  ['Kind', (e) => (e.quote ? 'quote' : 'contact')],
  // The quote columns come last (empty for a contact message), so the spec's columns keep their places.
  ...QUOTE_FIELDS.map(([label, text]) => [label, (e: Enquiry) => (e.quote ? text(e.quote) : '')] as const),
  // Added after the quote columns, so a spreadsheet made for the earlier export still finds each in its place.
  ['Language', (e) => languageLabel(e.language)],
];

export function enquiriesCsv(rows: Enquiry[]): string {
  const line = (fields: Array<string | number | boolean>) => fields.map(csvField).join(',');
  const lines = [line(CSV_COLUMNS.map(([heading]) => heading)), ...rows.map((e) => line(CSV_COLUMNS.map(([, value]) => value(e))))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function registerEnquiryRoutes(
  { publicApi, adminPrivateApi }: Pick<Routers, 'publicApi' | 'adminPrivateApi'>,
  d: Pick<Deps, 'enquiries' | 'config' | 'rateLimits' | 'notifier' | 'settings'>,
) {
  registerFormApi(publicApi, '/api/contact', d, submitEnquiry, 'contactForm.sentTitle');

  adminPrivateApi.get('/api/admin/enquiries', (ctx) => {
    ctx.body = d.enquiries.list();
  });
  adminPrivateApi.get('/api/admin/enquiries.csv', (ctx) => {
    ctx.attachment('enquiries.csv');
    ctx.body = enquiriesCsv(d.enquiries.list());
  });
  adminPrivateApi.put('/api/admin/enquiries/:id', (ctx) => {
    const id = pathId(ctx.params);
    const { isRead } = validate(enquiryUpdateSchema, ctx.request.body);
    ctx.body = orNotFound(d.enquiries.setRead(id, isRead), 'Enquiry not found');
  });
  adminPrivateApi.delete('/api/admin/enquiries/:id', (ctx) => {
    const id = pathId(ctx.params);
    if (!d.enquiries.delete(id)) throw notFound('Enquiry not found');
    ctx.status = 204;
  });
}
