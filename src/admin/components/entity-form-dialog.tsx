// An EntityDialog whose form needs nothing but the item: the form starts afresh for each item (EntityDialog keys it)
// and closes the dialog once it is saved or cancelled.
import type { ComponentProps, ComponentType } from 'react';
import { EntityDialog } from './entity-form';

/** What a form in an EntityFormDialog gets: the item to edit (null to add one), and what to call when it is done. */
export type EntityFormProps<T> = { item: T | null; onDone: () => void };

type EntityFormDialogProps<T> = Omit<ComponentProps<typeof EntityDialog>, 'item' | 'children'> & {
  item: T | null;
  form: ComponentType<EntityFormProps<T>>;
};

export function EntityFormDialog<T extends { id: number }>({ form: Form, ...dialog }: EntityFormDialogProps<T>) {
  return (
    <EntityDialog {...dialog}>
      <Form item={dialog.item} onDone={dialog.onClose} />
    </EntityDialog>
  );
}
