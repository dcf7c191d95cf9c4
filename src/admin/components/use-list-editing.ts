// A list section's two flows on its entries: the add/edit dialog, and delete with confirmation by the entry's id.
import { useConfirmDelete } from './use-confirm-delete';
import { useEditDialog } from './use-edit-dialog';

type DeleteOptions<T> = Omit<Parameters<typeof useConfirmDelete<T>>[0], 'remove'>;

export function useListEditing<T extends { id: number }>(
  resource: { remove: (id: number) => Promise<unknown> },
  deleteOptions: DeleteOptions<T>,
) {
  const editor = useEditDialog<T>();
  const remove = useConfirmDelete<T>({ ...deleteOptions, remove: (entry) => resource.remove(entry.id) });
  return { editor, remove };
}
