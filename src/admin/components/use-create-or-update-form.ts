// The form of an add-or-edit dialog: it creates an item, or updates the one being edited, through useEntityForm's
// submit flow, with that case's toasts and footer (Create or Update).
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, useEffect, useRef } from 'react';
import type * as v from 'valibot';
import type { RecordKind } from '../../shared/history/history';
import type { EntrySave, Write } from '../data/mutations';
import { queries } from '../data/queries';
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
  /** The kind of record the history keeps it as: its save sends the version it was opened at (If-Match). */
  kind?: RecordKind;
};

/**
 * The version of the record being edited, read once as the form opens (not refreshed while it is open: a change made
 * elsewhere meanwhile is exactly what the check is for). Unknown (the read failed, or not back yet): the save sends
 * none and behaves as the spec's call.
 */
function useOpenedVersion(kind: RecordKind | undefined, id: number | undefined) {
  const client = useQueryClient();
  const version = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!kind || id === undefined) return;
    let current = true;
    client.fetchQuery(queries.versions(kind)).then(
      (versions) => {
        if (current) version.current = versions[id] ?? 0;
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [client, kind, id]);
  /**
   * After this form's own save (an editor that stays open): the version it made is its new starting point, so its
   * next save is not refused as stale. Until it is read back, the save sends none.
   */
  const reread = () => {
    if (!kind || id === undefined) return;
    version.current = undefined;
    client.fetchQuery(queries.versions(kind)).then(
      (versions) => {
        version.current = versions[id] ?? 0;
      },
      () => {},
    );
  };
  return { version, reread };
}

export function useCreateOrUpdateForm<S extends ObjectSchema, R>(
  item: { id: number } | null,
  onDone: () => void,
  messages: Messages,
  options: CreateOrUpdateOptions<S, R>,
) {
  const editing = item !== null;
  // The version the item had when the form opened: a save from it is refused if another tab saved first.
  const { version, reread } = useOpenedVersion(options.kind, item?.id);
  const form = useEntityForm(onDone, {
    ...options,
    variables: (input) => ({ id: item?.id ?? null, input, version: version.current }),
    onOverwrite: (current) => {
      version.current = current;
    },
    onSaved: (result) => {
      if (editing) reread();
      options.onSaved?.(result);
    },
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
