// What the contact form and the quote form do alike once hydrated: the banner the server's render left, each
// field's error cleared as it is edited, the required-fields toast with the first empty field focused, then the
// POST with the success toast and the form emptied, or the failure toast with the server's word for each field.

import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { EnquiryFormState } from '../../shared/form-state';
import { ApiRequestError, errorMessage } from '../../shared/http-client';
import { formText } from '../../ui/form-text';
import { useToasts } from '../../ui/toast';
import type { FormBannerState } from '../components/form-field';
import type { EnquiryFormWords } from '../components/form-words';

type Texts = Pick<EnquiryFormWords, 'sentTitle' | 'sentText' | 'missingFields' | 'fieldRequired' | 'failedTitle' | 'failedFallback'>;

/** How a server-rendered form arrives, whatever its fields: as first shown, sent, refused field by field, or failed. */
type RenderedFormState = EnquiryFormState<unknown>;

function bannerOf(form: RenderedFormState, messages: Texts): FormBannerState {
  switch (form.status) {
    case 'sent':
      return { kind: 'success', title: messages.sentTitle, text: messages.sentText };
    case 'invalid':
      return { kind: 'error', title: form.message || messages.missingFields, text: '' };
    case 'failed':
      return { kind: 'error', title: messages.failedTitle, text: form.message || messages.failedFallback };
    default:
      return null;
  }
}

export function useEnquiryForm<Field extends string>(options: {
  form: RenderedFormState;
  /** Every field, with what it holds when the form is emptied after sending. */
  empty: Record<Field, string>;
  required: readonly Field[];
  messages: Texts;
  /** Sends the fields as typed (the honeypot `website` among them). */
  send: (values: Record<Field | 'website', string>) => Promise<unknown>;
}) {
  const { form, empty, required, messages, send } = options;
  const fields = Object.keys(empty) as Field[];
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(form.status === 'invalid' ? form.fieldErrors : {});
  const [banner, setBanner] = useState<FormBannerState>(() => bannerOf(form, messages));
  const [submitting, setSubmitting] = useState(false);
  const { toasts, show, dismiss } = useToasts();

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const name = event.target.name;
    if (fieldErrors[name]) setFieldErrors(({ [name]: _removed, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (submitting) return;
    const values = formText(formElement, [...fields, 'website' as const]);
    const missing = required.filter((name) => values[name].trim() === '');
    if (missing.length > 0) {
      setFieldErrors(Object.fromEntries(missing.map((name) => [name, messages.fieldRequired])));
      show({ title: messages.missingFields, variant: 'destructive' });
      formElement.querySelector<HTMLElement>(`[name="${missing[0]}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setBanner(null);
    try {
      await send(values);
      for (const name of fields) {
        const control = formElement.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
        if (control) control.value = empty[name];
      }
      setFieldErrors({});
      show({ title: messages.sentTitle, description: messages.sentText });
    } catch (error) {
      setFieldErrors(error instanceof ApiRequestError ? error.fields : {});
      show({ title: messages.failedTitle, description: errorMessage(error, messages.failedFallback), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return { fieldErrors, banner, submitting, toasts, dismiss, onChange, onSubmit };
}
