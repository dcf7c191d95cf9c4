// Licences & certificates: the list with each entry's validity and a warning when it expires within 30 days or has
// expired, the add/edit dialog and the delete confirmation. Empty, it says what to add.
import { useQuery } from '@tanstack/react-query';
import {
  formatLicenceDate,
  LICENCE_TYPE_LABELS,
  LICENCE_WARNING_DAYS,
  type Licence,
  licenceWarning,
  todayInIndia,
} from '../../../shared/licences';
import { isPdfUpload } from '../../../shared/upload-names';
import { Skeleton } from '../../../ui/skeleton';
import { adminApi } from '../../admin-api';
import { ColumnHeads } from '../../components/column-heads';
import { ItemButton } from '../../components/item-button';
import { badgeClass, cardClass } from '../../components/styles';
import { TableBodyStates } from '../../components/table-body-states';
import { ConfirmDeleteDialog, useConfirmDelete } from '../../components/use-confirm-delete';
import { useEditDialog } from '../../components/use-edit-dialog';
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
    until ? `${formatLicenceDate(from)} to ${formatLicenceDate(until)}` : `From ${formatLicenceDate(from)}, no expiry`,
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
} as const;

export function LicencesSection() {
  const licences = useQuery(queries.licences);
  const editor = useEditDialog<Licence>();
  const remove = useConfirmDelete<Licence>({
    remove: (licence) => adminApi.licences.remove(licence.id),
    messages,
    invalidate: ['licences'],
  });
  const today = todayInIndia();

  return (
    <>
      <ListPageHeader messages={messages} onAdd={() => editor.openWith(null)} />
      <div className={`${cardClass} overflow-x-auto`}>
        <table className="w-full text-left text-sm">
          <ColumnHeads
            className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500"
            columns={[
              [messages.type, 'py-3 pl-4 pr-2'],
              [messages.validity, 'hidden px-4 py-3 md:table-cell'],
              [messages.status, 'hidden px-4 py-3 sm:table-cell'],
              [messages.actions, 'py-3 pl-2 pr-4 text-right'],
            ]}
          />
          <TableBodyStates
            query={licences}
            columns={4}
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
                <td className="hidden px-4 py-3 sm:table-cell">
                  <Skeleton className="h-5 w-16" />
                </td>
                <td className="py-3 pl-2 pr-4">
                  <Skeleton className="ml-auto h-8 w-20 sm:w-28" />
                </td>
              </>
            }
            loadFailed={messages.loadFailed}
            empty={
              <>
                <p className="font-medium text-slate-900">{messages.empty}</p>
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
                    <a
                      href={licence.document}
                      target="_blank"
                      rel="noreferrer"
                      className="mt-1 inline-block text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
                    >
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
                <td className="py-3 pl-2 pr-4 align-top">
                  <div className="flex flex-col items-stretch justify-end gap-2 sm:flex-row sm:items-center">
                    <ItemButton label={messages.edit(licence)} onClick={() => editor.openWith(licence)}>
                      {messages.editLabel}
                    </ItemButton>
                    <ItemButton variant="dangerGhost" label={messages.remove(licence)} onClick={() => remove.ask(licence)}>
                      {messages.deleteLabel}
                    </ItemButton>
                  </div>
                </td>
              </tr>
            )}
          />
        </table>
      </div>
      <LicenceDialog open={editor.open} licence={editor.editing} onClose={editor.close} />
      <ConfirmDeleteDialog flow={remove} message={messages.confirm} />
    </>
  );
}

/** On or off, and the expiry warning: red once expired, amber within the last 30 days. */
function StatusBadges({ licence, today }: { licence: Licence; today: string }) {
  const warning = licenceWarning(licence, today);
  return (
    <>
      <span className={licence.isActive ? badgeClass.green : badgeClass.gray}>
        {licence.isActive ? messages.active : messages.inactive}
      </span>
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
