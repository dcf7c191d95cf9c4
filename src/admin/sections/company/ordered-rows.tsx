// The rows of an ordered list card: each entry's own content and its other actions, in the owner's order: a drag
// handle, and Move up / Move down (plain buttons, so the keyboard reorders as well as the mouse).
import type { ReactNode } from 'react';
import type { CompanyList } from '../../../shared/schemas/company';
import { SortableList } from '../../components/arrange/sortable-list';
import { useArrange } from '../../components/arrange/use-arrange';

export const rowMessages = {
  empty: 'Nothing here yet.',
  list: (title: string) => `${title}, in the order the site shows them`,
} as const;

type Entry = { id: number; name: string };

export function OrderedRows<T extends Entry>({
  list,
  title,
  entries,
  children,
  actions,
}: {
  list: CompanyList;
  /** The card's title, which names the list for a screen reader. */
  title: string;
  entries: readonly T[];
  children: (entry: T) => ReactNode;
  actions: (entry: T) => ReactNode;
}) {
  const arrange = useArrange(list);
  if (entries.length === 0) return <p className="text-sm text-slate-600">{rowMessages.empty}</p>;
  return (
    <SortableList items={entries} name={(entry) => entry.name} onArrange={arrange} label={rowMessages.list(title)} actions={actions}>
      {children}
    </SortableList>
  );
}
