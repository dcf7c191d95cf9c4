import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { TEXT_LIMITS } from '../../shared/constants';
import { ApiRequestError, api, errorMessage } from '../../shared/http-client';
import { PUBLIC_API } from '../../shared/paths';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { formText } from '../../ui/form-text';
import { CheckIcon } from '../../ui/icons';
import { useToasts } from '../../ui/toast';
import { ToastViewport } from '../components/toast-viewport';

export const contactFormMessages = {
  labels: { name: 'Full Name *', email: 'Email *', phone: 'Phone', subject: 'Subject *', message: 'Message *' },
  placeholders: {
    name: 'Your full name',
    email: 'you@company.com',
    phone: '+91 98765 43210',
    subject: 'How can we help?',
    message: 'Tell us what you are looking for: fruit, quantities, delivery city…',
  },
  honeypot: 'Website (leave this empty)',
  requiredHint: '* Required fields',
  fieldRequired: 'This field is required',
  missingFields: 'Please fill in all required fields',
  send: 'Send Message',
  sending: 'Sending…',
  sentTitle: 'Message sent successfully!',
  sentText: "We'll get back to you soon.",
  failedTitle: 'Failed to send message',
  failedFallback: 'Please try again later.',
};

const messages = contactFormMessages;

export type ContactFormValues = { name: string; email: string; phone: string; subject: string; message: string };

/** The contact page's form state as the server renders it (after a no-JavaScript POST, or from ?subject=). */
export type ContactFormState =
  | { status: 'idle'; prefillSubject?: string }
  | { status: 'sent' }
  | { status: 'invalid'; message: string; fieldErrors: Record<string, string>; values: ContactFormValues }
  | { status: 'failed'; message: string; values: ContactFormValues };

export type ContactFormProps = { form: ContactFormState };

type FieldName = keyof ContactFormValues;
/** Spec §5: every field but phone is required. */
const REQUIRED: FieldName[] = ['name', 'email', 'subject', 'message'];

/** The one-line fields, in the order the form shows them. */
const TEXT_INPUTS = [
  { name: 'name', type: 'text', autoComplete: 'name', maxLength: TEXT_LIMITS.enquiryName },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: TEXT_LIMITS.email },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: TEXT_LIMITS.phone },
  { name: 'subject', type: 'text', maxLength: TEXT_LIMITS.enquirySubject },
] as const satisfies readonly { name: FieldName; type: string; autoComplete?: string; maxLength: number }[];

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY) as FieldName[];

type Banner = { kind: 'success' | 'error'; title: string; text: string } | null;

function initialValues(form: ContactFormState): ContactFormValues {
  if (form.status === 'invalid' || form.status === 'failed') return { ...EMPTY, ...form.values };
  if (form.status === 'idle' && form.prefillSubject) return { ...EMPTY, subject: form.prefillSubject };
  return EMPTY;
}

function initialBanner(form: ContactFormState): Banner {
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

const inputClass =
  'block w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 shadow-xs placeholder:text-stone-500 ' +
  'transition-[border-color,box-shadow] focus:border-leaf-600 focus:ring-3 focus:ring-leaf-600/25 focus:outline-none ' +
  'aria-invalid:border-red-700 aria-invalid:focus:ring-red-700/25';

/**
 * Island: the enquiry form. Without JavaScript it is a plain POST to /contact (the server validates and
 * re-renders with a result). With it, spec §5/§8: the required-fields toast, the success toast with the
 * form cleared, the failure toast with the server's message.
 * The fields are uncontrolled and read at submit (form-text.ts): the island hydrates only at the visitor's first
 * move, and on a slow phone the visitor may type before or while it does.
 */
export function ContactForm({ form }: ContactFormProps) {
  const [initial] = useState<ContactFormValues>(() => initialValues(form));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(form.status === 'invalid' ? form.fieldErrors : {});
  const [banner, setBanner] = useState<Banner>(() => initialBanner(form));
  const [submitting, setSubmitting] = useState(false);
  const { toasts, show, dismiss } = useToasts();

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.target.name as FieldName;
    if (fieldErrors[name]) setFieldErrors(({ [name]: _removed, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (submitting) return;
    const values = formText(formElement, [...FIELDS, 'website']);
    const missing = REQUIRED.filter((field) => values[field].trim() === '');
    if (missing.length > 0) {
      setFieldErrors(Object.fromEntries(missing.map((field) => [field, messages.fieldRequired])));
      show({ title: messages.missingFields, variant: 'destructive' });
      formElement.querySelector<HTMLElement>(`[name="${missing[0]}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setBanner(null);
    try {
      await api.post(PUBLIC_API.contact, values);
      for (const control of formElement.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
        control.value = '';
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

  const field = (name: FieldName) => {
    const error = fieldErrors[name];
    return {
      id: `contact-${name}`,
      name,
      defaultValue: initial[name],
      onChange,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `contact-${name}-error` : undefined,
      required: REQUIRED.includes(name),
      className: inputClass,
    };
  };

  /** A field's label, its control, and its error (once there is one). */
  const fieldBlock = (name: FieldName, control: ReactNode, className?: string) => (
    <div key={name} className={className}>
      <label htmlFor={`contact-${name}`} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {messages.labels[name]}
      </label>
      {control}
      {fieldErrors[name] ? (
        <p id={`contact-${name}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {fieldErrors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <>
      {banner ? (
        <div
          role={banner.kind === 'error' ? 'alert' : 'status'}
          className={cn(
            'mb-6 flex gap-3 rounded-2xl p-4',
            banner.kind === 'error' ? 'bg-red-50 text-red-900 ring-1 ring-red-200' : 'bg-leaf-50 text-leaf-900 ring-1 ring-leaf-200',
          )}
        >
          {banner.kind === 'success' ? <CheckIcon className="mt-0.5 size-5 shrink-0" /> : null}
          <div>
            <p className="font-semibold">{banner.title}</p>
            {banner.text ? <p className="mt-1 text-sm">{banner.text}</p> : null}
          </div>
        </div>
      ) : null}
      <form method="post" action="/contact" noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        {TEXT_INPUTS.map(({ name, ...input }) =>
          fieldBlock(name, <input {...input} placeholder={messages.placeholders[name]} {...field(name)} />),
        )}
        {fieldBlock(
          'message',
          <textarea rows={6} maxLength={TEXT_LIMITS.enquiryMessage} placeholder={messages.placeholders.message} {...field('message')} />,
          'sm:col-span-2',
        )}
        <div className="hidden" aria-hidden="true">
          <label htmlFor="contact-website">{messages.honeypot}</label>
          <input id="contact-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="flex flex-col-reverse items-start gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-stone-600">{messages.requiredHint}</p>
          <Button type="submit" variant="primary" size="lg" disabled={submitting} className="w-full sm:w-auto">
            {submitting ? messages.sending : messages.send}
          </Button>
        </div>
      </form>
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </>
  );
}
