// One change of the Activity list: what it changed, field by field (images as thumbnails), with Undo of the whole
// change and a restore of the version it made.
import { useQuery } from '@tanstack/react-query';
import { formatIndiaTime } from '../../../shared/format';
import { type FieldChange, RECORD_KIND_LABELS, type RevisionAction, type RevisionDetail } from '../../../shared/history/history';
import { UPLOADS_URL_PREFIX } from '../../../shared/upload-names';
import { Dialog } from '../../components/dialog';
import { buttonClass } from '../../components/styles';
import { mutations } from '../../data/mutations';
import { queries } from '../../data/queries';
import { useRestore } from './use-restore';

/** What a change did, in a word. */
export const actionWords: Record<RevisionAction, string> = {
  created: 'Added',
  updated: 'Changed',
  deleted: 'Deleted',
  restored: 'Restored',
  reordered: 'Reordered',
};

export const revisionMessages = {
  loading: 'Loading the change…',
  loadFailed: 'Failed to load this change',
  before: 'Before',
  after: 'After',
  empty: '(empty)',
  yes: 'Yes',
  no: 'No',
  noFields: 'Nothing you can see changed (only the order or the time it was set).',
  undo: 'Undo this change',
  restore: 'Restore this version',
  bringBack: 'Bring it back',
  undone: 'Change undone',
  restored: 'Version restored',
  close: 'Close',
} as const;

export function RevisionDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const revision = useQuery({ ...queries.revision(id ?? 0), enabled: id !== null });
  const open = id !== null;
  const title = revision.data ? `${actionWords[revision.data.action]}: ${revision.data.title}` : revisionMessages.loading;
  return (
    <Dialog open={open} onClose={onClose} title={title} size="lg">
      {revision.isPending ? (
        <p className="text-sm text-slate-600">{revisionMessages.loading}</p>
      ) : !revision.data ? (
        <p role="alert" className="text-sm text-red-700">
          {revisionMessages.loadFailed}
        </p>
      ) : (
        <RevisionBody revision={revision.data} onDone={onClose} />
      )}
    </Dialog>
  );
}

function RevisionBody({ revision, onDone }: { revision: RevisionDetail; onDone: () => void }) {
  const undo = useRestore(mutations.history.undo, { title: revisionMessages.undone, onDone });
  const restore = useRestore(mutations.history.restore, { title: revisionMessages.restored, onDone });
  const busy = undo.isPending || restore.isPending;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {RECORD_KIND_LABELS[revision.kind]} · {formatIndiaTime(revision.at)} · {revision.username} · {revision.device}
      </p>
      <ChangesTable changes={revision.changes} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={() => undo.mutate({ id: revision.changeId })}>
          {revisionMessages.undo}
        </button>
        <button type="button" className={buttonClass('primary')} disabled={busy} onClick={() => restore.mutate({ id: revision.id })}>
          {revision.action === 'deleted' ? revisionMessages.bringBack : revisionMessages.restore}
        </button>
      </div>
    </div>
  );
}

/** Each field with its value before and after, side by side; on a phone as wide as a table would be on a desk. */
function ChangesTable({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <p className="text-sm text-slate-600">{revisionMessages.noFields}</p>;
  return (
    <ul className="max-h-[55vh] divide-y divide-slate-100 overflow-auto rounded-md border border-slate-200 text-sm">
      {changes.map((change) => (
        <li key={`${change.part}/${change.field}`} className="grid gap-2 px-3 py-2 sm:grid-cols-[10rem_1fr_1fr] sm:gap-4">
          <p className="font-medium text-slate-800 [overflow-wrap:anywhere]">
            {change.part ? <span className="block text-xs font-normal text-slate-600">{change.part}</span> : null}
            {change.label}
          </p>
          <div className="grid grid-cols-2 gap-3 sm:contents">
            <div className="min-w-0 text-slate-600 [overflow-wrap:anywhere]">
              <span className="block text-xs font-medium uppercase tracking-wide text-slate-500">{revisionMessages.before}</span>
              <Value change={change} value={change.before} />
            </div>
            <div className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">
              <span className="block text-xs font-medium uppercase tracking-wide text-slate-500">{revisionMessages.after}</span>
              <Value change={change} value={change.after} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The upload paths a value holds: a path, a media row's file name, or a JSON list of paths. */
function imagePaths(value: unknown): string[] {
  if (typeof value !== 'string' || value === '') return [];
  if (value.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(value);
      return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
    } catch {
      return [];
    }
  }
  return [value.startsWith(UPLOADS_URL_PREFIX) ? value : `${UPLOADS_URL_PREFIX}${value}`];
}

/** A stored value in the owner's words: yes or no, a list, a thumbnail, or the text itself. */
function Value({ change, value }: { change: FieldChange; value: unknown }) {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return <span className="italic text-slate-600">{revisionMessages.empty}</span>;
  }
  if (change.image) {
    const paths = imagePaths(value).filter((p) => !p.endsWith('.pdf'));
    if (paths.length) {
      return (
        <span className="flex flex-wrap gap-1">
          {paths.map((path) => (
            <img key={path} src={path} alt="" loading="lazy" className="h-14 w-14 rounded border border-slate-200 object-cover" />
          ))}
        </span>
      );
    }
  }
  if (change.field.startsWith('is_') && (value === 0 || value === 1)) return <>{value ? revisionMessages.yes : revisionMessages.no}</>;
  if (Array.isArray(value)) return <>{value.join(' · ')}</>;
  return <span className="whitespace-pre-wrap">{String(value)}</span>;
}
