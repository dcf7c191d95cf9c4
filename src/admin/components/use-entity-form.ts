// The submit flow of a form dialog: check the values (errors beside the fields), upload a newly chosen image
// (spec §8: a failed upload aborts the save), save, toast, refresh the affected lists, close.
import { type ChangeEvent, type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { ApiRequestError, errorMessage } from '../../shared/http-client';
import { type QueryName, useInvalidate } from '../data/queries';
import { useToast } from './toast';
import { type FieldErrors, fieldErrors, useFieldErrors } from './use-field-errors';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

export type SaveOptions<S extends v.GenericSchema, R> = {
  schema: S;
  values: unknown;
  /** Adds to the field errors of a failed check (and may say more). */
  onInvalid?: (errors: FieldErrors) => void;
  /** The draft of the form's image: resolved (uploaded when new) before the save. */
  image?: { resolve: () => Promise<string | null> };
  save: (output: v.InferOutput<S>, image: string | null) => Promise<R>;
  invalidate: readonly QueryName[];
  messages: { saved: string; failed: string; tryAgain: string; uploadFailed?: string };
  /** After the lists are refreshed, before the dialog closes. */
  onSaved?: (result: R) => void;
};

type FieldChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export function useEntityForm(onDone: () => void) {
  const { toast } = useToast();
  const invalidate = useInvalidate();
  const { errors, setErrors, clear } = useFieldErrors();
  const [busy, setBusy] = useState(false);
  const focusFirstInvalid = useFocusFirstInvalid(errors);

  const submit =
    <S extends v.GenericSchema, R>(options: SaveOptions<S, R>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const { messages } = options;
      const checked = v.safeParse(options.schema, options.values);
      if (!checked.success) {
        const found = fieldErrors(checked.issues);
        options.onInvalid?.(found);
        focusFirstInvalid(form);
        setErrors(found);
        return;
      }
      setErrors({});
      setBusy(true);
      let imagePath: string | null = null;
      if (options.image) {
        try {
          imagePath = await options.image.resolve();
        } catch (error) {
          toast({
            title: messages.uploadFailed ?? messages.failed,
            description: errorMessage(error, messages.tryAgain),
            variant: 'destructive',
          });
          setBusy(false);
          return;
        }
      }
      try {
        const result = await options.save(checked.output, imagePath);
        toast({ title: messages.saved });
        await invalidate(options.invalidate);
        options.onSaved?.(result);
        onDone();
      } catch (error) {
        // The server's word for each refused field goes beside it too (a slug another product has, say).
        if (error instanceof ApiRequestError) {
          focusFirstInvalid(form);
          setErrors(error.fields);
        }
        toast({ title: messages.failed, description: errorMessage(error, messages.tryAgain), variant: 'destructive' });
        setBusy(false);
      }
    };

  /** A field's change handler: keeps its value and forgets its error. */
  const change = (key: string, set: (value: string) => void) => (event: FieldChange) => {
    set(event.currentTarget.value);
    clear(key);
  };

  /** A field's value, its error and its change handler. */
  const field = (key: string, value: string, set: (value: string) => void) => ({ value, error: errors[key], onChange: change(key, set) });

  return { errors, busy, submit, field, toast };
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
export function saveMessages(editing: boolean, m: CreateOrUpdateMessages): SaveOptions<v.GenericSchema, unknown>['messages'] {
  return {
    saved: editing ? m.updated : m.created,
    failed: editing ? m.updateFailed : m.createFailed,
    tryAgain: m.tryAgain,
    ...(m.uploadFailed === undefined ? {} : { uploadFailed: m.uploadFailed }),
  };
}
