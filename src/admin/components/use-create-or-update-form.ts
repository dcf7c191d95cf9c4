// The form of an add-or-edit dialog: it creates an item, or updates the one being edited, through useEntityForm's
// submit flow, with that case's toasts and footer (Create or Update).
import type { ComponentProps } from 'react';
import type * as v from 'valibot';
import type { EntrySave, Write } from '../data/mutations';
import type { EntityForm } from './entity-form';
import { type EntityFormOptions, type ObjectSchema, saveMessages, useEntityForm } from './use-entity-form';

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

type CreateOrUpdateOptions<S extends ObjectSchema, R> = Omit<
  EntityFormOptions<S, EntrySave<v.InferOutput<S>>, R>,
  'save' | 'variables' | 'messages'
> & {
  /** The write that creates an item (id null) or updates one, from the checked values. */
  save: Write<EntrySave<v.InferOutput<S>>, R>;
};

export function useCreateOrUpdateForm<S extends ObjectSchema, R>(
  item: { id: number } | null,
  onDone: () => void,
  messages: Messages,
  options: CreateOrUpdateOptions<S, R>,
) {
  const editing = item !== null;
  const form = useEntityForm(onDone, {
    ...options,
    variables: (input) => ({ id: item?.id ?? null, input }),
    messages: saveMessages(editing, messages),
  });
  /** The props of the form's EntityForm (its fields are its children). */
  const formProps: Omit<ComponentProps<typeof EntityForm>, 'children'> = {
    editing,
    busy: form.busy,
    onSubmit: form.onSubmit,
    onCancel: onDone,
    messages,
  };
  return { ...form, formProps };
}
