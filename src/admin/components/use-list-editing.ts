// A list section's two flows on its entries: the add/edit dialog, and delete with confirmation by the entry's id.
import { type Write, writeFrom } from '../data/mutations';
import { type DeleteOptions, useConfirmDelete } from './use-confirm-delete';
import { useEditDialog } from './use-edit-dialog';

export function useListEditing<T extends { id: number }>(remove: Write<number, unknown>, deleteOptions: Omit<DeleteOptions<T>, 'remove'>) {
  const editor = useEditDialog<T>();
  const deletion = useConfirmDelete<T>({ ...deleteOptions, remove: writeFrom(remove, (entry: T) => entry.id) });
  return { editor, remove: deletion };
}
