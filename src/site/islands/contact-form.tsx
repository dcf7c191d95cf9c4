import { type ReactNode, useState } from 'react';
import { TEXT_LIMITS } from '../../shared/constants';
import type { EnquiryFormState } from '../../shared/form-state';
import { api } from '../../shared/http-client';
import { PUBLIC_API } from '../../shared/paths';
import { EnquiryForm } from '../components/enquiry-form';
import { FormField, fieldAria, formControlClass } from '../components/form-field';
import type { ContactFormWords, FormLanguageProps } from '../components/form-words';
import { useEnquiryForm } from './use-enquiry-form';

/** Not words: the shape of an address and a number, the same in every language. */
const EXAMPLES = { email: 'you@company.com', phone: '+91 98765 43210' };

export type ContactFormValues = { name: string; email: string; phone: string; subject: string; message: string };

/** The contact page's form state as the server renders it (after a no-JavaScript POST, or from ?subject=). */
export type ContactFormState = EnquiryFormState<ContactFormValues, { prefillSubject?: string }>;

/** The form's state, and its words, address and language from the page (languages.md: no catalogue in the island). */
export type ContactFormProps = { form: ContactFormState } & FormLanguageProps<ContactFormWords>;

type FieldName = keyof ContactFormValues;
/** Spec §5: every field but phone is required. */
const REQUIRED: FieldName[] = ['name', 'email', 'subject', 'message'];

/**
 * The one-line fields, in the order the form shows them. An address and a phone number are written left to right
 * on an Arabic page too; the text fields follow the page.
 */
const TEXT_INPUTS = [
  { name: 'name', type: 'text', autoComplete: 'name', maxLength: TEXT_LIMITS.enquiryName },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: TEXT_LIMITS.email, dir: 'ltr' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: TEXT_LIMITS.phone, dir: 'ltr' },
  { name: 'subject', type: 'text', maxLength: TEXT_LIMITS.enquirySubject },
] as const satisfies readonly { name: FieldName; type: string; autoComplete?: string; maxLength: number; dir?: 'ltr' }[];

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

function initialValues(form: ContactFormState): ContactFormValues {
  if (form.status === 'invalid' || form.status === 'failed') return { ...EMPTY, ...form.values };
  if (form.status === 'idle' && form.prefillSubject) return { ...EMPTY, subject: form.prefillSubject };
  return EMPTY;
}

/**
 * Island: the enquiry form. Without JavaScript it is a plain POST to the page's /contact (the server validates and
 * re-renders with a result, in the page's language). With it, spec §5/§8: the required-fields toast, the success
 * toast with the form cleared, the failure toast with the server's message (the JSON call names the language).
 * The fields are uncontrolled and read at submit (form-text.ts): the island hydrates only at the visitor's first
 * move, and on a slow phone the visitor may type before or while it does.
 */
export function ContactForm({ form, words, action, language }: ContactFormProps) {
  const [initial] = useState<ContactFormValues>(() => initialValues(form));
  const enquiry = useEnquiryForm({
    form,
    empty: EMPTY,
    required: REQUIRED,
    messages: words,
    send: (values) => api.post(PUBLIC_API.contact, { ...values, language }),
  });
  const placeholders: Record<FieldName, string> = { ...words.placeholders, ...EXAMPLES };

  const field = (name: FieldName) => ({
    id: `contact-${name}`,
    name,
    defaultValue: initial[name],
    onChange: enquiry.onChange,
    ...fieldAria(`contact-${name}`, enquiry.fieldErrors[name]),
    required: REQUIRED.includes(name),
    className: formControlClass,
  });

  const fieldBlock = (name: FieldName, control: ReactNode, className?: string) => (
    <FormField key={name} id={`contact-${name}`} label={words.labels[name]} error={enquiry.fieldErrors[name]} className={className}>
      {control}
    </FormField>
  );

  return (
    <EnquiryForm idPrefix="contact" action={action} words={words} state={enquiry}>
      {TEXT_INPUTS.map(({ name, ...input }) => fieldBlock(name, <input {...input} placeholder={placeholders[name]} {...field(name)} />))}
      {fieldBlock(
        'message',
        <textarea rows={6} maxLength={TEXT_LIMITS.enquiryMessage} placeholder={placeholders.message} {...field('message')} />,
        'sm:col-span-2',
      )}
    </EnquiryForm>
  );
}
