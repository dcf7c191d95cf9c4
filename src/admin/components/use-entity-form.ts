// The submit flow of a form: check the values (errors beside the fields), then one write (useMutation, whose
// isPending is the form's busy state) that uploads a newly chosen image first (spec §8: a failed upload aborts the
// save), then saves; on success a toast and onDone, once the lists it changes are fresh (the write's meta).
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useRef } from 'react';
import * as v from 'valibot';
import { ApiRequestError } from '../../shared/http-client';
import { type Write, writeFrom } from '../data/mutations';
import { useToast } from './toast';
import { dotPathErrors, type FieldErrors, useFieldErrors } from './use-field-errors';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { type SaveMessages, saveFailedToast } from './use-upload';

/** A form's schema: its values are an object, checked as a whole. */
export type ObjectSchema = v.GenericSchema<unknown, object>;

export type EntityFormOptions<S extends ObjectSchema, V, R> = {
  schema: S;
  values: unknown;
  /** Adds to the field errors of a failed check (and may say more). */
  onInvalid?: (errors: FieldErrors) => void;
  /** The draft of the form's image: resolved (uploaded when new) before the save, into the values' `image`. */
  image?: { resolve: () => Promise<string | null> };
  save: Write<V, R>;
  /** What the write takes, from the checked values. */
  variables: (output: v.InferOutput<S>) => V;
  messages: SaveMessages;
  /** After the success toast, before onDone. */
  onSaved?: (result: R) => void;
  /** "Save mine over it" after a 409 'stale': told the version the server has now, before the save is sent again. */
  onOverwrite?: (version: number) => void;
};

const staleMessages = { title: 'Changed since you opened it', overwrite: 'Save mine over it' } as const;

type FieldChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export function useEntityForm<S extends ObjectSchema, V, R>(onDone: () => void, options: EntityFormOptions<S, V, R>) {
  const { toast } = useToast();
  const { errors, setErrors, clear } = useFieldErrors();
  const focusFirstInvalid = useFocusFirstInvalid(errors);
  const submitted = useRef<HTMLFormElement | null>(null);
  const lastChecked = useRef<v.InferOutput<S> | null>(null);
  const { image, messages } = options;

  const save = useMutation({
    ...writeFrom(options.save, async (output: v.InferOutput<S>) =>
      options.variables(image ? { ...output, image: await image.resolve() } : output),
    ),
    onSuccess: (result) => {
      toast({ title: messages.saved });
      options.onSaved?.(result);
      onDone();
    },
    onError: (error) => {
      // Saved from an older copy than the server's (another tab, another device): say what changed, and offer to
      // save over it. Cancelling the form and opening it again shows the other save (the lists were read again).
      const stale = error instanceof ApiRequestError && error.body.code === 'stale' ? error : undefined;
      const version = stale?.body.version;
      if (stale && typeof version === 'number' && options.onOverwrite) {
        toast({
          title: staleMessages.title,
          description: stale.serverMessage ?? staleMessages.title,
          variant: 'destructive',
          action: {
            label: staleMessages.overwrite,
            onAction: () => {
              options.onOverwrite?.(version);
              if (lastChecked.current) save.mutate(lastChecked.current);
            },
          },
        });
        return;
      }
      // The server's word for each refused field goes beside it too (a slug another product has, say).
      if (error instanceof ApiRequestError && submitted.current) {
        focusFirstInvalid(submitted.current);
        setErrors(error.fields);
      }
      toast(saveFailedToast(error, messages));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const form = event.currentTarget;
    submitted.current = form;
    const checked = v.safeParse(options.schema, options.values);
    if (!checked.success) {
      const found = dotPathErrors(checked.issues);
      options.onInvalid?.(found);
      focusFirstInvalid(form);
      setErrors(found);
      return;
    }
    setErrors({});
    lastChecked.current = checked.output;
    save.mutate(checked.output);
  };

  /** A field's change handler: keeps its value and forgets its error. */
  const change = (key: string, set: (value: string) => void) => (event: FieldChange) => {
    set(event.currentTarget.value);
    clear(key);
  };

  /** A field's value, its error and its change handler. */
  const field = (key: string, value: string, set: (value: string) => void) => ({ value, error: errors[key], onChange: change(key, set) });

  return { errors, clear, busy: save.isPending, onSubmit, field };
}

type CreateOrUpdateMessages = {
  created: string;
  updated: string;
  createFailed: string;
  updateFailed: string;
  tryAgain: string;
  uploadFailed?: string;
};

/** The toasts of a create-or-update form, by whether an existing item is being edited. */
export function saveMessages(editing: boolean, m: CreateOrUpdateMessages): SaveMessages {
  return {
    saved: editing ? m.updated : m.created,
    failed: editing ? m.updateFailed : m.createFailed,
    tryAgain: m.tryAgain,
    ...(m.uploadFailed === undefined ? {} : { uploadFailed: m.uploadFailed }),
  };
}
