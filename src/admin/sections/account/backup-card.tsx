// The Account screen's backup status (GET /api/admin/system): when the data was last backed up, and whether
// that is recent enough, in the owner's words.
import { useQuery } from '@tanstack/react-query';
import { formatIndiaTime } from '../../../shared/format';
import { Skeleton } from '../../../ui/skeleton';
import { badgeClass, cardClass } from '../../components/styles';
import { queries } from '../../data/queries';

export const messages = {
  title: 'Backups',
  lastBackup: 'Last backup:',
  never: 'No backup has been made yet.',
  upToDate: 'Up to date',
  overdue: 'Overdue',
  none: 'None yet',
  nightly: 'The server makes a backup every night.',
  askOperator: 'Ask your operator to check the backups.',
  firstTonight: 'The first one appears here after tonight. If it does not, ask your operator.',
  unavailable: 'The backup status could not be loaded.',
  version: (v: string) => `Website version ${v}`,
} as const;

// DECISION (src/decisions/admin-behaviour.md): a nightly backup counts as overdue after 36 hours (a day, plus room for a late or slow run).
const OVERDUE_AFTER_MS = 36 * 60 * 60 * 1000;

export function BackupCard() {
  const status = useQuery(queries.system);
  return (
    <section className={`${cardClass} max-w-xl p-4 sm:p-6`} aria-labelledby="backup-title" aria-busy={status.isPending || undefined}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="backup-title" className="text-lg font-semibold text-slate-900">
          {messages.title}
        </h2>
        {status.status === 'success' ? <BackupBadge lastBackupAt={status.data.lastBackupAt} /> : null}
      </div>
      {status.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-4 w-64 max-w-full" />
          <Skeleton className="h-3 w-80 max-w-full" />
        </div>
      ) : status.status !== 'success' ? (
        <p className="text-sm text-slate-600">{messages.unavailable}</p>
      ) : (
        <>
          <p className="text-sm font-medium text-slate-800">
            {status.data.lastBackupAt ? (
              <>
                {messages.lastBackup} <time dateTime={status.data.lastBackupAt}>{formatIndiaTime(status.data.lastBackupAt)}</time>
              </>
            ) : (
              messages.never
            )}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {messages.nightly}{' '}
            {status.data.lastBackupAt === null ? messages.firstTonight : isOverdue(status.data.lastBackupAt) ? messages.askOperator : null}
          </p>
          <p className="mt-4 border-t border-slate-100 pt-3 text-xs text-slate-500">{messages.version(status.data.version)}</p>
        </>
      )}
    </section>
  );
}

function isOverdue(iso: string): boolean {
  return Date.now() - new Date(iso).getTime() > OVERDUE_AFTER_MS;
}

function BackupBadge({ lastBackupAt }: { lastBackupAt: string | null }) {
  if (lastBackupAt === null) return <span className={badgeClass.amber}>{messages.none}</span>;
  return isOverdue(lastBackupAt) ? (
    <span className={badgeClass.amber}>{messages.overdue}</span>
  ) : (
    <span className={badgeClass.green}>{messages.upToDate}</span>
  );
}
