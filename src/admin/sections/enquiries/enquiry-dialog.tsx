import { formatIndiaTime } from '../../../shared/format';
import { languageLabel } from '../../../shared/i18n/language-names';
import { mailtoHref } from '../../../shared/mailto';
import { quoteFieldRows } from '../../../shared/quotes/quote-fields';
import type { Enquiry } from '../../../shared/types';
import { Dialog } from '../../components/dialog';
import { buttonClass } from '../../components/styles';

export const messages = {
  from: 'From',
  email: 'Email',
  phone: 'Phone',
  received: 'Received',
  language: 'Language',
  message: 'Message',
  reply: 'Reply by Email',
  markUnread: 'Mark as Unread',
  remove: 'Delete',
  noPhone: 'Not given',
  quoteTitle: 'Quote request',
  notGiven: 'Not given',
  noMessage: 'No message.',
} as const;

/** Reply subject prefilled as 'Re: {subject}'. */
export function replyHref(enquiry: Pick<Enquiry, 'email' | 'subject'>): string {
  return mailtoHref(enquiry.email, `Re: ${enquiry.subject}`);
}

type EnquiryDialogProps = {
  enquiry: Enquiry | null;
  onClose: () => void;
  onMarkUnread: (enquiry: Enquiry) => void;
  onDelete: (enquiry: Enquiry) => void;
};

export function EnquiryDialog({ enquiry, onClose, onMarkUnread, onDelete }: EnquiryDialogProps) {
  return (
    <Dialog open={enquiry !== null} onClose={onClose} title={enquiry?.subject ?? ''} size="lg">
      {enquiry ? (
        <div className="space-y-5">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-slate-500">{messages.from}</dt>
            <dd dir="auto" className="text-slate-900">
              {enquiry.name}
            </dd>
            <dt className="font-medium text-slate-500">{messages.email}</dt>
            <dd className="break-all text-slate-900">{enquiry.email}</dd>
            <dt className="font-medium text-slate-500">{messages.phone}</dt>
            <dd className="text-slate-900">{enquiry.phone || messages.noPhone}</dd>
            <dt className="font-medium text-slate-500">{messages.received}</dt>
            <dd className="text-slate-900">{formatIndiaTime(enquiry.createdAt)}</dd>
            <dt className="font-medium text-slate-500">{messages.language}</dt>
            <dd className="text-slate-900">{languageLabel(enquiry.language)}</dd>
          </dl>
          {enquiry.quote ? (
            <section aria-labelledby="enquiry-quote-title" className="rounded-md border border-amber-200 bg-amber-50/60 p-4">
              <h3 id="enquiry-quote-title" className="text-sm font-semibold text-amber-900">
                {messages.quoteTitle}
              </h3>
              <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
                {quoteFieldRows(enquiry.quote).map(([label, text]) => (
                  <div key={label} className="contents">
                    <dt className="font-medium text-slate-600">{label}</dt>
                    <dd className={text ? 'break-words text-slate-900' : 'text-slate-500'}>{text || messages.notGiven}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <div>
            <h3 className="text-sm font-medium text-slate-500">{messages.message}</h3>
            {/* An Arabic message reads right to left, whatever the admin's own direction. */}
            <p dir="auto" className="mt-2 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-4 text-sm text-slate-900">
              {enquiry.message || messages.noMessage}
            </p>
          </div>
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row">
            <a href={replyHref(enquiry)} className={buttonClass('primary')}>
              {messages.reply}
            </a>
            <button type="button" className={buttonClass('secondary')} onClick={() => onMarkUnread(enquiry)}>
              {messages.markUnread}
            </button>
            <button type="button" className={`${buttonClass('dangerGhost')} sm:ml-auto`} onClick={() => onDelete(enquiry)}>
              {messages.remove}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
