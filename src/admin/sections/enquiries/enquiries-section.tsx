// Beyond the spec (issue 4 §11): the inbox of contact-form messages and quote requests (issue 13), newest first.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatIndiaTime } from '../../../shared/format';
import { errorMessage } from '../../../shared/http-client';
import { LANGUAGE_NAMES } from '../../../shared/i18n/language-names';
import { API } from '../../../shared/paths';
import type { Enquiry } from '../../../shared/types';
import { MailIcon } from '../../../ui/icons';
import { NoMatch, RowsStates } from '../../components/list-states';
import { badgeClass, buttonClass, cardClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { ConfirmDeleteDialog, useConfirmDelete } from '../../components/use-confirm-delete';
import { mutations, writeFrom } from '../../data/mutations';
import { queries } from '../../data/queries';
import { PageHeader } from '../../shell/page-header';
import { EnquiryDialog } from './enquiry-dialog';
import {
  EnquiryFilterBar,
  type EnquiryFilters,
  filterEnquiries,
  filterMessages,
  NO_FILTERS,
  quotedProducts,
  quoteSummary,
} from './enquiry-filters';

export const messages = {
  title: 'Enquiries',
  description: 'Messages from the contact page and quote requests from product pages, newest first.',
  export: 'Export CSV',
  unreadCount: (n: number) => (n === 1 ? '1 unread' : `${n} unread`),
  unread: 'Unread',
  quote: 'Quote',
  languageLabel: (language: string) => `Sent in ${language}`,
  openPrefix: 'Open message from ',
  empty: 'No Enquiries Yet',
  emptyDetail: 'Messages sent from the contact page appear here.',
  loadFailed: 'Failed to fetch enquiries',
  confirm: 'Are you sure you want to delete this enquiry?',
  deleted: 'Enquiry deleted successfully',
  deleteFailed: 'Failed to delete enquiry',
  markedUnread: 'Marked as unread',
  updateFailed: 'Failed to update enquiry',
  tryAgain: 'Please try again.',
} as const;

const skeleton = { count: 5, lines: ['h-4 w-48', 'h-3 w-3/4'] };

const newestFirst = (a: Enquiry, b: Enquiry) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

export function EnquiriesSection() {
  const enquiries = useQuery(queries.enquiries);
  const { toast } = useToast();
  const [openId, setOpenId] = useState<number | null>(null);
  const [filters, setFilters] = useState<EnquiryFilters>(NO_FILTERS);
  const remove = useConfirmDelete<Enquiry>({
    remove: writeFrom(mutations.enquiries.remove, (enquiry: Enquiry) => enquiry.id),
    messages,
    onDeleted: () => setOpenId(null),
  });
  // Opening an unread enquiry marks it read, quietly; marking it unread says so and closes it.
  const setRead = useMutation({
    ...mutations.enquiries.setRead,
    onSuccess: (_answer, { isRead }) => {
      if (isRead) return;
      toast({ title: messages.markedUnread });
      setOpenId(null);
    },
    onError: (error) =>
      toast({ title: messages.updateFailed, description: errorMessage(error, messages.tryAgain), variant: 'destructive' }),
  });

  const list = [...(enquiries.data ?? [])].sort(newestFirst);
  const open = list.find((e) => e.id === openId) ?? null;
  const unread = list.filter((e) => !e.isRead).length;
  const shown = filterEnquiries(list, filters);

  const openEnquiry = (enquiry: Enquiry) => {
    setOpenId(enquiry.id);
    if (!enquiry.isRead) setRead.mutate({ id: enquiry.id, isRead: true });
  };

  return (
    <>
      <PageHeader
        title={messages.title}
        description={enquiries.data ? `${messages.description} ${messages.unreadCount(unread)}.` : messages.description}
        actions={
          <a href={API.admin.enquiriesCsv} download className={buttonClass('secondary')}>
            {messages.export}
          </a>
        }
      />
      <div className={cardClass}>
        <RowsStates query={enquiries} skeleton={skeleton} messages={messages} icon={MailIcon}>
          {() => (
            <>
              <EnquiryFilterBar filters={filters} products={quotedProducts(list)} onChange={setFilters} />
              {shown.length === 0 ? <NoMatch>{filterMessages.noMatch}</NoMatch> : null}
              <ul className="divide-y divide-slate-100">
                {shown.map((enquiry) => (
                  <li
                    key={enquiry.id}
                    data-read={enquiry.isRead ? 'true' : 'false'}
                    // The button's own text is only the name and subject (its accessible name); it stretches over the row.
                    className={`relative flex items-start gap-3 px-4 py-4 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-emerald-600 ${enquiry.isRead ? '' : 'bg-emerald-50/50'}`}
                  >
                    <span className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${enquiry.isRead ? 'bg-transparent' : 'bg-emerald-600'}`}>
                      {enquiry.isRead ? null : <span className="sr-only">{messages.unread}</span>}
                    </span>
                    <div className="min-w-0 flex-1">
                      <button
                        type="button"
                        onClick={() => openEnquiry(enquiry)}
                        className="block w-full min-w-0 text-left outline-none after:absolute after:inset-0 after:content-['']"
                      >
                        <span className="sr-only">{messages.openPrefix}</span>
                        <span
                          dir="auto"
                          className={`block truncate pr-28 text-sm sm:pr-40 ${enquiry.isRead ? 'text-slate-700' : 'font-semibold text-slate-900'}`}
                        >
                          {enquiry.name}
                        </span>
                        <span className="sr-only">: </span>
                        <span
                          dir="auto"
                          className={`block truncate text-sm ${enquiry.isRead ? 'text-slate-600' : 'font-medium text-slate-900'}`}
                        >
                          {enquiry.subject}
                        </span>
                      </button>
                      <div className="flex min-w-0 items-center gap-2 text-sm">
                        {/* English is the site's first language: only the others are marked. */}
                        {enquiry.language === 'en' ? null : (
                          <span className={badgeClass.gray} title={messages.languageLabel(LANGUAGE_NAMES[enquiry.language])}>
                            {LANGUAGE_NAMES[enquiry.language]}
                          </span>
                        )}
                        {enquiry.quote ? (
                          <>
                            <span className={badgeClass.amber}>{messages.quote}</span>
                            <span className="truncate text-slate-600">{quoteSummary(enquiry.quote)}</span>
                          </>
                        ) : (
                          <span dir="auto" className="truncate text-slate-500">
                            {enquiry.message}
                          </span>
                        )}
                      </div>
                    </div>
                    <span className="pointer-events-none absolute right-4 top-4 text-xs text-slate-500">
                      {formatIndiaTime(enquiry.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </RowsStates>
      </div>
      <EnquiryDialog
        enquiry={open}
        onClose={() => setOpenId(null)}
        onMarkUnread={(e) => setRead.mutate({ id: e.id, isRead: false })}
        onDelete={remove.ask}
      />
      <ConfirmDeleteDialog flow={remove} message={messages.confirm} />
    </>
  );
}
