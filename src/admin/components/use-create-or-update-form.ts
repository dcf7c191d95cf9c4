// The form of an add-or-edit dialog: it creates an item, or updates the one being edited, through useEntityForm's
// submit flow, with that case's toasts and footer (Create or Update).
import type { ComponentProps } from 'react';
import type * as v from 'valibot';
import type { EntityForm } from './entity-form';
import { type SaveOptions, saveMessages, useEntityForm } from './use-entity-form';

/** The words of an add-or-edit form of one kind of item (`noun`: "Folder"): its footer's buttons and its toasts. */
export function createOrUpdateMessages(noun: string) {
  const item = noun.toLowerCase();
  return {
    create: 'Create',
    update: 'Update',
    saving: 'Saving...',
    cancel: 'Cancel',
    created: `${noun} created successfully`,
    updated: `${noun} updated successfully`,
    createFailed: `Failed to create ${item}`,
    updateFailed: `Failed to update ${item}`,
    tryAgain: 'Please try again.',
  };
}

type Messages = ReturnType<typeof createOrUpdateMessages> & { uploadFailed?: string };

type CreateOrUpdateOptions<S extends v.GenericSchema> = Omit<SaveOptions<S, unknown>, 'save' | 'messages'> & {
  create: (input: v.InferOutput<S>, image: string | null) => Promise<unknown>;
  update: (id: number, input: v.InferOutput<S>, image: string | null) => Promise<unknown>;
};

export function useCreateOrUpdateForm<S extends v.GenericSchema>(
  item: { id: number } | null,
  onDone: () => void,
  messages: Messages,
  { create, update, ...options }: CreateOrUpdateOptions<S>,
) {
  const { submit, ...form } = useEntityForm(onDone);
  const editing = item !== null;
  const onSubmit = submit({
    ...options,
    save: (input, image) => (item ? update(item.id, input, image) : create(input, image)),
    messages: saveMessages(editing, messages),
  });
  /** The props of the form's EntityForm (its fields are its children). */
  const formProps: Omit<ComponentProps<typeof EntityForm>, 'children'> = { editing, busy: form.busy, onSubmit, onCancel: onDone, messages };
  return { ...form, formProps };
}
