// The rows of one of the company's lists (countries, cities, partners, shops) with what every list does to them:
// put them in order (drag, or move up and down), its own action (Rename, Edit), Delete after asking, and where an entry can be hidden,
// its switch.
import type { ReactNode } from 'react';
import { ItemButton } from '../../components/item-button';
import { Switch } from '../../components/switch';
import { ConfirmDeleteDialog, useConfirmDelete } from '../../components/use-confirm-delete';
import { mutations, writeFrom } from '../../data/mutations';
import { OrderedRows } from './ordered-rows';
import { type ListWrites, writeMessages } from './use-company-write';

export const listMessages = {
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
  rename: (name: string) => `Rename ${name}`,
  activeLabel: (name: string) => `Show ${name} on the site`,
} as const;

type Entry = { id: number; name: string };

export function CompanyListRows<T extends Entry>({
  title,
  entries,
  writes,
  action,
  more,
  deleted,
  children,
}: {
  /** The card's title: the list's name for a screen reader. */
  title: string;
  entries: readonly T[];
  writes: Pick<ListWrites, 'list'>;
  /** The entry's own action: its visible text, its accessible name (which names the entry), what it does. */
  action: { text: string; label: (name: string) => string; onClick: (entry: T) => void };
  /** Further actions of an entry, before Delete (a city's Translate). */
  more?: (entry: T) => ReactNode;
  /** The toast once an entry is deleted. */
  deleted: (name: string) => string;
  children: (entry: T) => ReactNode;
}) {
  const { list } = writes;
  // Deleting asks first, as every delete in the admin does: a slip would take an entry and its place in the order.
  const confirmDelete = useConfirmDelete<T>({
    remove: writeFrom(mutations.company.remove, (entry: T) => ({ list, id: entry.id })),
    messages: (entry) => ({ deleted: deleted(entry.name), deleteFailed: writeMessages.failed, tryAgain: writeMessages.tryAgain }),
  });
  return (
    <>
      <OrderedRows
        list={list}
        title={title}
        entries={entries}
        actions={(entry) => (
          <>
            <ItemButton label={action.label(entry.name)} onClick={() => action.onClick(entry)}>
              {action.text}
            </ItemButton>
            {more?.(entry)}
            <ItemButton variant="dangerGhost" label={listMessages.remove(entry.name)} onClick={() => confirmDelete.ask(entry)}>
              Delete
            </ItemButton>
          </>
        )}
      >
        {children}
      </OrderedRows>
      <ConfirmDeleteDialog
        flow={confirmDelete}
        message={confirmDelete.pending ? `Are you sure you want to delete ${confirmDelete.pending.name}?` : ''}
      />
    </>
  );
}

/** The class of an entry's name: struck through while the site does not show it. */
export const activeNameClass = (isActive: boolean) => (isActive ? 'font-medium text-slate-900' : 'text-slate-500 line-through');

/** An entry the site shows only while it is switched on: its switch, then the entry as the card draws it. */
export function SwitchedEntry({
  name,
  isActive,
  pending,
  onChange,
  children,
}: {
  name: string;
  isActive: boolean;
  /** A write of its card is being saved: the switch waits for it. */
  pending: boolean;
  /** Saves the entry as it is, shown or not. */
  onChange: (isActive: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      <Switch label={listMessages.activeLabel(name)} hideLabel checked={isActive} pending={pending} onChange={onChange} />
      {children}
    </div>
  );
}
