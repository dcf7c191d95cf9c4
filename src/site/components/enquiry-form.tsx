// The frame the two public enquiry forms (the contact form, a product's quote form) draw around their own fields: the
// server's result banner, the form that also posts without JavaScript, the honeypot, the required-fields hint with
// the send button, and the toasts. The state it shows comes from islands/use-enquiry-form.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../ui/button';
import type { ToastItem } from '../../ui/toast';
import { FormBanner, type FormBannerState } from './form-field';
import type { EnquiryFormWords } from './form-words';
import { ToastViewport } from './toast-viewport';

type EnquiryFormProps = {
  /** Prefixes the honeypot's id as it prefixes the fields' (`contact`, `quote`). */
  idPrefix: string;
  /** Where the form posts without JavaScript (the page's own language's address). */
  action: string;
  words: EnquiryFormWords;
  /** What useEnquiryForm returns. */
  state: {
    banner: FormBannerState;
    submitting: boolean;
    toasts: ToastItem[];
    dismiss: (id: number) => void;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** The form's own fields. */
  children: ReactNode;
};

export function EnquiryForm({ idPrefix, action, words, state, children }: EnquiryFormProps) {
  const honeypotId = `${idPrefix}-website`;
  return (
    <>
      <FormBanner banner={state.banner} />
      <form method="post" action={action} noValidate onSubmit={state.onSubmit} className="grid gap-5 sm:grid-cols-2">
        {children}
        <div className="hidden" aria-hidden="true">
          <label htmlFor={honeypotId}>{words.honeypot}</label>
          <input id={honeypotId} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="flex flex-col-reverse items-start gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-stone-600">{words.requiredHint}</p>
          <Button type="submit" variant="primary" size="lg" disabled={state.submitting} className="w-full sm:w-auto">
            {state.submitting ? words.sending : words.send}
          </Button>
        </div>
      </form>
      <ToastViewport toasts={state.toasts} onDismiss={state.dismiss} words={{ region: words.toastRegion, dismiss: words.toastDismiss }} />
    </>
  );
}
