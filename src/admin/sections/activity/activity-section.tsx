// The history of the owner's edits (issue "Undo anything"): every change, newest first, filtered by kind of record
// and by day; each opens to its changes field by field, with Undo and "Restore this version". DECISION
// (src/decisions/history.md).
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatIndiaTime } from '../../../shared/format';
import { RECORD_KIND_LABELS, RECORD_KINDS, type RecordKind, type RevisionSummary } from '../../../shared/history/history';
import { HISTORY_PAGE_SIZE } from '../../../shared/schemas/history';
import { HistoryIcon } from '../../../ui/icons';
import { RowsStates } from '../../components/list-states';
import { badgeClass, buttonClass, cardClass, inputClass, labelClass } from '../../components/styles';
import { type HistoryFilters, NO_HISTORY_FILTERS } from '../../data/api';
import { queries } from '../../data/queries';
import { PageHeader } from '../../shell/page-header';
import { actionWords, RevisionDialog } from './revision-dialog';

export const messages = {
  title: 'Activity',
  description: 'Every change made in the admin, newest first. Open one to see what changed, undo it, or restore that version.',
  kind: 'What',
  allKinds: 'Everything',
  from: 'From',
  to: 'To',
  clear: 'Clear filters',
  empty: 'No changes yet',
  emptyDetail: 'Every save and delete you make appears here, so you can always go back.',
  noMatch: 'No changes match these filters.',
  loadFailed: 'Failed to load the activity',
  open: 'Show changes: ',
  by: (r: RevisionSummary) => `${r.username} · ${r.device}`,
  inTrash: 'In the trash',
  more: (n: number) => (n === 1 ? 'and 1 more item' : `and ${n} more items`),
  newer: 'Newer',
  older: 'Older',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

const skeleton = { count: 5, lines: ['h-4 w-56', 'h-3 w-40'] };

/**
 * One row per change: the revisions one save wrote (a folder deleted with its images' media items) show as its first
 * record, "and N more items". A change cut by a page boundary shows on each page with what that page holds of it.
 */
export function byChange(revisions: RevisionSummary[]): Array<{ revision: RevisionSummary; more: number }> {
  const changes = new Map<number, RevisionSummary[]>();
  for (const r of revisions) changes.set(r.changeId, [...(changes.get(r.changeId) ?? []), r]);
  return [...changes.values()].map((rows) => ({ revision: rows.reduce((a, b) => (a.id < b.id ? a : b)), more: rows.length - 1 }));
}

export function ActivitySection() {
  const id = useId();
  const [filters, setFilters] = useState<HistoryFilters>(NO_HISTORY_FILTERS);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const history = useQuery(queries.history(filters, page));
  const filtered = filters.kind !== '' || filters.from !== '' || filters.to !== '';
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / HISTORY_PAGE_SIZE));
  const change = (next: Partial<HistoryFilters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };

  return (
    <>
      <PageHeader title={messages.title} description={messages.description} />
      <div className={cardClass}>
        <form
          className="grid gap-3 border-b border-slate-100 p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
          onSubmit={(e) => e.preventDefault()}
        >
          <div>
            <label htmlFor={`${id}-kind`} className={labelClass}>
              {messages.kind}
            </label>
            <select
              id={`${id}-kind`}
              className={`${inputClass} mt-1`}
              value={filters.kind}
              onChange={(e) => change({ kind: e.target.value as RecordKind | '' })}
            >
              <option value="">{messages.allKinds}</option>
              {RECORD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {RECORD_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          </div>
          <DayFilter id={`${id}-from`} label={messages.from} value={filters.from} max={filters.to} onChange={(from) => change({ from })} />
          <DayFilter id={`${id}-to`} label={messages.to} value={filters.to} min={filters.from} onChange={(to) => change({ to })} />
          <button type="button" className={buttonClass('ghost')} disabled={!filtered} onClick={() => change(NO_HISTORY_FILTERS)}>
            {messages.clear}
          </button>
        </form>
        <RowsStates
          query={history}
          skeleton={skeleton}
          messages={messages}
          icon={HistoryIcon}
          isEmpty={(data) => data.total === 0}
          filtered={filtered}
        >
          {(data) => (
            <>
              <ul className="divide-y divide-slate-100" aria-busy={history.isPlaceholderData}>
                {byChange(data.revisions).map(({ revision, more }) => (
                  <li key={revision.id} className="relative flex flex-wrap items-start gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50">
                    <div className="min-w-0 flex-1">
                      <button
                        type="button"
                        onClick={() => setOpenId(revision.id)}
                        className="block w-full min-w-0 text-left text-sm outline-none after:absolute after:inset-0 after:content-[''] focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-emerald-600"
                      >
                        <span className="sr-only">{messages.open}</span>
                        <span className="font-medium text-slate-900">{actionWords[revision.action]}</span>{' '}
                        {revision.title === RECORD_KIND_LABELS[revision.kind] ? null : (
                          <span className="text-slate-600">{RECORD_KIND_LABELS[revision.kind].toLowerCase()} </span>
                        )}
                        <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{revision.title}</span>
                        {more ? <span className="text-slate-600"> {messages.more(more)}</span> : null}
                      </button>
                      <p className="mt-0.5 text-xs text-slate-600">
                        {formatIndiaTime(revision.at)} · {messages.by(revision)}
                      </p>
                    </div>
                    {revision.inTrash ? <span className={badgeClass.amber}>{messages.inTrash}</span> : null}
                  </li>
                ))}
              </ul>
              {pages > 1 ? (
                <nav
                  className="flex items-center justify-between gap-2 border-t border-slate-100 px-4 py-3 text-sm text-slate-600"
                  aria-label={messages.title}
                >
                  <button type="button" className={buttonClass('secondary', 'sm')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {messages.newer}
                  </button>
                  <span>{messages.page(page, pages)}</span>
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    disabled={page >= pages}
                    onClick={() => setPage(page + 1)}
                  >
                    {messages.older}
                  </button>
                </nav>
              ) : null}
            </>
          )}
        </RowsStates>
      </div>
      <RevisionDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

type DayFilterProps = { id: string; label: string; value: string; min?: string; max?: string; onChange: (day: string) => void };

/** One end of the range of days shown, never past the other end ('' where that end is open). */
function DayFilter({ id, label, value, min = '', max = '', onChange }: DayFilterProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={`${inputClass} mt-1`}
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
