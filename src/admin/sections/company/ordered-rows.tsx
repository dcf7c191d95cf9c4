// The rows of an ordered list card: each entry's own content, then Move up / Move down (plain buttons, so the
// keyboard reorders as well as the mouse), and the entry's other actions.
import type { ReactNode } from 'react';
import { ArrowLeftIcon } from '../../../ui/icons';
import { buttonClass } from '../../components/styles';

export const rowMessages = {
  up: (name: string) => `Move ${name} up`,
  down: (name: string) => `Move ${name} down`,
  empty: 'Nothing here yet.',
} as const;

type Entry = { id: number; name: string };

export function OrderedRows<T extends Entry>({
  entries,
  busy,
  onMove,
  children,
  actions,
}: {
  entries: readonly T[];
  busy: boolean;
  onMove: (entry: T, direction: 'up' | 'down') => void;
  children: (entry: T) => ReactNode;
  actions: (entry: T) => ReactNode;
}) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">{rowMessages.empty}</p>;
  return (
    <ol className="divide-y divide-slate-100 rounded-md border border-slate-200">
      {entries.map((entry, i) => (
        <li key={entry.id} data-entry={entry.name} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
          {/* At least 10rem for the entry itself: on a phone its actions wrap below it rather than run over its name. */}
          <div className="min-w-40 flex-1">{children(entry)}</div>
          <div className="flex flex-wrap items-center gap-1">
            <button
              type="button"
              className={buttonClass('ghost', 'icon')}
              aria-label={rowMessages.up(entry.name)}
              disabled={busy || i === 0}
              onClick={() => onMove(entry, 'up')}
            >
              <ArrowLeftIcon className="size-4 rotate-90" />
            </button>
            <button
              type="button"
              className={buttonClass('ghost', 'icon')}
              aria-label={rowMessages.down(entry.name)}
              disabled={busy || i === entries.length - 1}
              onClick={() => onMove(entry, 'down')}
            >
              <ArrowLeftIcon className="size-4 -rotate-90" />
            </button>
            {actions(entry)}
          </div>
        </li>
      ))}
    </ol>
  );
}
