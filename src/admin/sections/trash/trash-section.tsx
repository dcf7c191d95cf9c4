// What the owner deleted in the last 30 days (issue "Undo anything"): each can be brought back as it was, or
// deleted for good; "Empty trash" deletes everything in it for good. DECISION (src/decisions/history.md).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCalendarDay, formatIndiaTime } from '../../../shared/format';
import { RECORD_KIND_LABELS, TRASH_DAYS, type TrashEntry } from '../../../shared/history/history';
import { errorMessage } from '../../../shared/http-client';
import { indiaDate } from '../../../shared/india-time';
import { TrashIcon } from '../../../ui/icons';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { RowsStates } from '../../components/list-states';
import { buttonClass, cardClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { mutations } from '../../data/mutations';
import { queries } from '../../data/queries';
import { PageHeader } from '../../shell/page-header';
import { useRestore } from '../activity/use-restore';

export const messages = {
  title: 'Trash',
  description: `What you deleted stays here for ${TRASH_DAYS} days, with its images, then it is deleted for good.`,
  emptyTrash: 'Empty trash',
  confirmEmpty: 'Delete everything in the trash for good? It cannot be brought back.',
  confirmPurge: (e: TrashEntry) => `Delete "${e.title}" for good? It cannot be brought back.`,
  deleteForGood: 'Delete for good',
  restore: 'Restore',
  restoreLabel: (e: TrashEntry) => `Restore: ${e.title}`,
  purgeLabel: (e: TrashEntry) => `Delete for good: ${e.title}`,
  deleted: (e: TrashEntry) => `Deleted ${formatIndiaTime(e.at)} by ${e.username}`,
  purgeOn: (e: TrashEntry) => `Deleted for good on ${formatCalendarDay(indiaDate(e.purgeAt))}`,
  alsoDeleted: (n: number) => (n === 1 ? 'with 1 more item (its image)' : `with ${n} more items (its images)`),
  empty: 'The trash is empty',
  emptyDetail: 'Anything you delete comes here first, so a wrong click is never final.',
  loadFailed: 'Failed to load the trash',
  restored: 'Restored from the trash',
  purged: 'Deleted for good',
  emptied: 'Trash emptied',
  failed: 'Could not do that',
  tryAgain: 'Please try again.',
} as const;

const skeleton = { count: 3, lines: ['h-4 w-48', 'h-3 w-64 max-w-full'] };

export function TrashSection() {
  const trash = useQuery(queries.trash);
  const { toast } = useToast();
  const [confirm, setConfirm] = useState<TrashEntry | 'all' | null>(null);
  const failed = (error: Error) =>
    toast({ title: messages.failed, description: errorMessage(error, messages.tryAgain), variant: 'destructive' });
  const restore = useRestore(mutations.history.restoreFromTrash, { title: messages.restored });
  const purge = useMutation({
    ...mutations.history.purge,
    onSuccess: () => toast({ title: messages.purged }),
    onError: failed,
    onSettled: () => setConfirm(null),
  });
  const emptyAll = useMutation({
    ...mutations.history.emptyTrash,
    onSuccess: () => toast({ title: messages.emptied }),
    onError: failed,
    onSettled: () => setConfirm(null),
  });
  const entries = trash.data ?? [];
  const busy = restore.isPending || purge.isPending || emptyAll.isPending;

  return (
    <>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={
          entries.length ? (
            <button type="button" className={buttonClass('dangerGhost')} disabled={busy} onClick={() => setConfirm('all')}>
              {messages.emptyTrash}
            </button>
          ) : null
        }
      />
      <div className={cardClass}>
        <RowsStates query={trash} skeleton={skeleton} messages={messages} icon={TrashIcon}>
          {() => (
            <ul className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <li key={entry.changeId} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm text-slate-900">
                      <span className="text-slate-600">{RECORD_KIND_LABELS[entry.kind]}:</span>{' '}
                      <span className="font-medium [overflow-wrap:anywhere]">{entry.title}</span>
                      {entry.alsoDeleted ? <span className="text-slate-600"> {messages.alsoDeleted(entry.alsoDeleted)}</span> : null}
                    </p>
                    <p className="mt-0.5 text-xs text-slate-600">
                      {messages.deleted(entry)} · {messages.purgeOn(entry)}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      aria-label={messages.restoreLabel(entry)}
                      disabled={busy}
                      onClick={() => restore.mutate({ id: entry.changeId })}
                    >
                      {messages.restore}
                    </button>
                    <button
                      type="button"
                      className={buttonClass('dangerGhost', 'sm')}
                      aria-label={messages.purgeLabel(entry)}
                      disabled={busy}
                      onClick={() => setConfirm(entry)}
                    >
                      {messages.deleteForGood}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </RowsStates>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        message={confirm === 'all' ? messages.confirmEmpty : confirm ? messages.confirmPurge(confirm) : ''}
        confirmLabel={confirm === 'all' ? messages.emptyTrash : messages.deleteForGood}
        busy={purge.isPending || emptyAll.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm === 'all') emptyAll.mutate();
          else if (confirm) purge.mutate(confirm.changeId);
        }}
      />
    </>
  );
}
