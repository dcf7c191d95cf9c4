// Licences & certificates: the list with each entry's validity and a warning when it expires within 30 days or has
// expired, the add/edit dialog and the delete confirmation. Empty, it says what to add.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCalendarDay } from '../../../shared/format';
import { LICENCE_TYPE_LABELS, LICENCE_WARNING_DAYS, type Licence, licenceWarning, todayInIndia } from '../../../shared/licences';
import { isPdfUpload } from '../../../shared/upload-names';
import { Skeleton } from '../../../ui/skeleton';
import { ArrangeDialog } from '../../components/arrange/arrange-dialog';
import { EditDeleteCell, EditDeleteSkeletonCell, editDeleteHead } from '../../components/edit-delete-column';
import { ListTable } from '../../components/list-table';
import { ActiveBadge, StatusSkeletonCell, statusHead } from '../../components/status-column';
import { badgeClass, fileLinkClass } from '../../components/styles';
import { ConfirmDeleteDialog } from '../../components/use-confirm-delete';
import { useListEditing } from '../../components/use-list-editing';
import { mutations } from '../../data/mutations';
import { queries } from '../../data/queries';
import { ListPageHeader } from '../../shell/page-header';
import { LicenceDialog } from './licence-dialog';

export const messages = {
  title: 'Licences & certificates',
  description: `Active entries valid today show on the About page, the FSSAI licence also in every page's footer. Entries expiring within ${LICENCE_WARNING_DAYS} days are marked.`,
  add: 'Add Licence',
  type: 'Type',
  number: 'Number',
  validity: 'Validity',
  status: 'Status',
  actions: 'Actions',
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
  expiresToday: 'Expires today',
  expiresIn: (days: number) => (days === 1 ? 'Expires in 1 day' : `Expires in ${days} days`),
  validRange: (from: string, until: string | null) =>
    until ? `${formatCalendarDay(from)} to ${formatCalendarDay(until)}` : `From ${formatCalendarDay(from)}, no expiry`,
  issuedBy: (issuer: string) => `Issued by ${issuer}`,
  document: (pdf: boolean) => (pdf ? 'Document (PDF)' : 'Document (image)'),
  edit: (l: Licence) => `Edit ${LICENCE_TYPE_LABELS[l.type]} ${l.number}`,
  remove: (l: Licence) => `Delete ${LICENCE_TYPE_LABELS[l.type]} ${l.number}`,
  editLabel: 'Edit',
  deleteLabel: 'Delete',
  empty: 'No Licences Yet',
  emptyDetail:
    'Add the licences and certificates buyers ask for: your FSSAI licence, Import Export Code (IEC), APEDA RCMC, GSTIN, GlobalGAP certificate and phytosanitary certificates, each with its document if you have one.',
  emptyNote: 'Nothing shows on the site until you add an entry.',
  loadFailed: 'Failed to fetch licences',
  confirm: 'Are you sure you want to delete this licence?',
  deleted: 'Licence deleted successfully',
  deleteFailed: 'Failed to delete licence',
  tryAgain: 'Please try again.',
  arrange: 'Arrange',
  arrangeTitle: 'Arrange licences',
  arrangeList: 'Licences in the order the site shows them',
  arrangeNote: 'The site shows the active, valid ones in this order; the first FSSAI licence is the one in the footer.',
  shortName: (licence: Licence) => `${LICENCE_TYPE_LABELS[licence.type]} ${licence.number}`,
} as const;

export function LicencesSection() {
  const licences = useQuery(queries.licences);
  const { editor, remove } = useListEditing<Licence>(mutations.licences.remove, { messages });
  const today = todayInIndia();
  const [arranging, setArranging] = useState(false);

  return (
    <>
      <ListPageHeader
        messages={messages}
        onAdd={() => editor.openWith(null)}
        arrange={(licences.data?.length ?? 0) > 1 ? { label: messages.arrange, onClick: () => setArranging(true) } : undefined}
      />
      <ListTable
        query={licences}
        messages={messages}
        columns={[
          [messages.type, 'py-3 pl-4 pr-2'],
          [messages.validity, 'hidden px-4 py-3 md:table-cell'],
          statusHead(messages),
          editDeleteHead(messages),
        ]}
        skeletonRows={3}
        skeletonCells={
          <>
            <td className="py-3 pl-4 pr-2">
              <Skeleton className="h-4 w-40 max-w-full" />
              <Skeleton className="mt-2 h-3 w-56 max-w-full" />
            </td>
            <td className="hidden px-4 py-3 md:table-cell">
              <Skeleton className="h-4 w-40" />
            </td>
            <StatusSkeletonCell />
            <EditDeleteSkeletonCell />
          </>
        }
        emptyDetail={
          <>
            <p className="mx-auto mt-1 max-w-xl text-slate-600">{messages.emptyDetail}</p>
            <p className="mt-2 text-slate-600">{messages.emptyNote}</p>
          </>
        }
        row={(licence) => (
          <tr key={licence.id} data-licence-id={licence.id}>
            <td className="py-3 pl-4 pr-2 align-top">
              <p className="font-medium text-slate-900">{LICENCE_TYPE_LABELS[licence.type]}</p>
              <p className="font-mono text-slate-800 break-all">{licence.number}</p>
              <p className="text-slate-500">{messages.issuedBy(licence.issuer)}</p>
              <p className="mt-1 text-slate-600 md:hidden">{messages.validRange(licence.validFrom, licence.validUntil)}</p>
              <p className="mt-1.5 flex flex-wrap items-center gap-2 sm:hidden">
                <StatusBadges licence={licence} today={today} />
              </p>
              {licence.document ? (
                <a href={licence.document} target="_blank" rel="noreferrer" className={`mt-1 inline-block ${fileLinkClass}`}>
                  {messages.document(isPdfUpload(licence.document))}
                </a>
              ) : null}
            </td>
            <td className="hidden px-4 py-3 align-top text-slate-700 md:table-cell">
              {messages.validRange(licence.validFrom, licence.validUntil)}
            </td>
            <td className="hidden px-4 py-3 align-top sm:table-cell">
              <span className="flex flex-wrap gap-2">
                <StatusBadges licence={licence} today={today} />
              </span>
            </td>
            <EditDeleteCell entry={licence} messages={messages} onEdit={editor.openWith} onDelete={remove.ask} alignTop />
          </tr>
        )}
      />
      <LicenceDialog open={editor.open} licence={editor.editing} onClose={editor.close} />
      <ConfirmDeleteDialog flow={remove} message={messages.confirm} />
      <ArrangeDialog
        open={arranging}
        onClose={() => setArranging(false)}
        title={messages.arrangeTitle}
        label={messages.arrangeList}
        list="licences"
        before={<p className="text-sm text-slate-600">{messages.arrangeNote}</p>}
        items={licences.data ?? []}
        name={messages.shortName}
      >
        {(licence) => (
          <div className={licence.isActive ? 'text-slate-900' : 'text-slate-500'}>
            <p className="font-medium">{LICENCE_TYPE_LABELS[licence.type]}</p>
            <p className="text-xs text-slate-600">{licence.number}</p>
          </div>
        )}
      </ArrangeDialog>
    </>
  );
}

/** On or off, and the expiry warning: red once expired, amber within the last 30 days. */
function StatusBadges({ licence, today }: { licence: Licence; today: string }) {
  const warning = licenceWarning(licence, today);
  return (
    <>
      <ActiveBadge active={licence.isActive} messages={messages} />
      {warning?.kind === 'expired' ? (
        <span data-warning="expired" className={badgeClass.red}>
          {messages.expired}
        </span>
      ) : warning?.kind === 'expiring' ? (
        <span data-warning="expiring" className={badgeClass.amber}>
          {warning.days === 0 ? messages.expiresToday : messages.expiresIn(warning.days)}
        </span>
      ) : null}
    </>
  );
}
