// A list table's last column: each row's Edit and Delete, named after the row's entry ("Edit Apples").
import { Skeleton } from '../../ui/skeleton';
import { ItemButton } from './item-button';

type Texts<T> = {
  actions: string;
  /** The buttons' accessible names. */
  edit: (entry: T) => string;
  remove: (entry: T) => string;
  /** Their visible texts. */
  editLabel: string;
  deleteLabel: string;
};

/** The column's head, for ColumnHeads. */
export const editDeleteHead = (messages: { actions: string }) => [messages.actions, 'py-3 pl-2 pr-4 text-right'] as const;

/** A row's cell: the two buttons stacked on phones, side by side from 640px. */
export function EditDeleteCell<T>({
  entry,
  messages,
  onEdit,
  onDelete,
  alignTop = false,
}: {
  entry: T;
  messages: Texts<T>;
  onEdit: (entry: T) => void;
  onDelete: (entry: T) => void;
  /** With the row's other cells, when they hold several lines. */
  alignTop?: boolean;
}) {
  return (
    <td className={alignTop ? 'py-3 pl-2 pr-4 align-top' : 'py-3 pl-2 pr-4'}>
      <div className="flex flex-col items-stretch justify-end gap-2 sm:flex-row sm:items-center">
        <ItemButton label={messages.edit(entry)} onClick={() => onEdit(entry)}>
          {messages.editLabel}
        </ItemButton>
        <ItemButton variant="dangerGhost" label={messages.remove(entry)} onClick={() => onDelete(entry)}>
          {messages.deleteLabel}
        </ItemButton>
      </div>
    </td>
  );
}

/** The cell of a skeleton row: where Edit and Delete will stand. */
export function EditDeleteSkeletonCell() {
  return (
    <td className="py-3 pl-2 pr-4">
      <Skeleton className="ml-auto h-8 w-20 sm:w-28" />
    </td>
  );
}
