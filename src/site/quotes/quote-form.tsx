import { type InputHTMLAttributes, useState } from 'react';
import { TEXT_LIMITS } from '../../shared/constants';
import type { EnquiryFormState } from '../../shared/form-state';
import { api } from '../../shared/http-client';
import { MONTH_NAMES } from '../../shared/months';
import { PUBLIC_API } from '../../shared/paths';
import { BUYER_TYPES, QUANTITY_UNITS, QUOTE_LIMITS, type QuoteFormField } from '../../shared/quotes/quote-options';
import { SelectOptions } from '../../ui/select-options';
import { EnquiryForm } from '../components/enquiry-form';
import { FormField, fieldAria, formControlClass, formMessages } from '../components/form-field';
import { useEnquiryForm } from '../islands/use-enquiry-form';

export const quoteFormMessages = {
  labels: {
    name: 'Full Name *',
    email: 'Email *',
    phone: 'Phone *',
    company: 'Company',
    buyerType: 'You are *',
    quantity: 'Quantity *',
    quantityUnit: 'Unit *',
    deliveryCity: 'Delivery City *',
    gstin: 'GSTIN',
    preferredMonth: 'Preferred Month',
    message: 'Message',
  },
  product: 'Product',
  placeholders: {
    name: 'Your full name',
    email: 'you@company.com',
    phone: '+91 98765 43210',
    company: 'Your business name',
    quantity: 'e.g. 200',
    deliveryCity: 'e.g. Pune',
    gstin: '27AAPFU0939F1ZV',
    message: 'Grade, packing, delivery dates, anything else we should know',
  },
  chooseBuyerType: 'Choose one',
  anyMonth: 'Any month',
  gstinHint: '15 characters: state code, PAN, entity number, Z, check character. Optional.',
  ...formMessages,
  send: 'Request a Quote',
  sentTitle: 'Quote request sent successfully!',
  failedTitle: 'Failed to send quote request',
};

const messages = quoteFormMessages;

/** The form's text as typed, field by field. */
export type QuoteFormValues = Record<QuoteFormField, string>;

/** The quote form's state as the server renders it (after a no-JavaScript POST, or its redirect back). */
export type QuoteFormState = EnquiryFormState<QuoteFormValues>;

export type QuoteFormProps = { productId: number; productName: string; action: string; form: QuoteFormState };

type FieldName = QuoteFormField;

const EMPTY: QuoteFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  buyerType: '',
  quantity: '',
  quantityUnit: 'kg',
  deliveryCity: '',
  gstin: '',
  preferredMonth: '',
  message: '',
};
/** The preferred month's choices: its number, its name. */
const MONTH_OPTIONS = MONTH_NAMES.map((month, i) => [String(i + 1), month] as const);
const REQUIRED: FieldName[] = ['name', 'email', 'phone', 'buyerType', 'quantity', 'quantityUnit', 'deliveryCity'];

/**
 * Island: a product page's quote request. Without JavaScript it is a plain POST to the page's /quote address (the
 * server validates, then redirects back or shows the errors). With it, the contact form's toasts and behaviour. The
 * fields are uncontrolled and read at submit (form-text.ts), as the contact form's are.
 */
export function QuoteForm({ productId, productName, action, form }: QuoteFormProps) {
  const [initial] = useState<QuoteFormValues>(() =>
    form.status === 'invalid' || form.status === 'failed' ? { ...EMPTY, ...form.values } : EMPTY,
  );
  const enquiry = useEnquiryForm({
    form,
    empty: EMPTY,
    required: REQUIRED,
    messages,
    send: (values) => api.post(PUBLIC_API.quote, { ...values, productId }),
  });

  const id = (name: FieldName) => `quote-${name}`;
  const control = (name: FieldName, hasHint = false) => ({
    id: id(name),
    name,
    defaultValue: initial[name],
    onChange: enquiry.onChange,
    ...fieldAria(id(name), enquiry.fieldErrors[name], hasHint),
    required: REQUIRED.includes(name),
    className: formControlClass,
  });
  // A select is drawn shorter than a text field of the same padding; this keeps the rows' fields level.
  const choice = (name: FieldName) => ({ ...control(name), className: `${formControlClass} h-12.5` });
  const block = (name: FieldName) => ({ id: id(name), label: messages.labels[name], error: enquiry.fieldErrors[name] });
  /** A one-line field under its label, with its placeholder. */
  const textField = (name: keyof typeof messages.placeholders & FieldName, attrs: InputHTMLAttributes<HTMLInputElement>) => (
    <FormField {...block(name)}>
      <input {...attrs} placeholder={messages.placeholders[name]} {...control(name)} />
    </FormField>
  );
  /** A choice among `options` ([value, label]), after an empty first option when `none` names it. */
  const selectField = (name: FieldName, options: readonly (readonly [string, string])[], none?: string) => (
    <FormField {...block(name)}>
      <select {...choice(name)}>
        {none === undefined ? null : <option value="">{none}</option>}
        <SelectOptions options={options} />
      </select>
    </FormField>
  );

  return (
    <EnquiryForm idPrefix="quote" action={action} sendLabel={messages.send} state={enquiry}>
      <input type="hidden" name="productId" value={productId} />
      <p className="rounded-xl bg-cream-100 px-4 py-3 text-stone-800 sm:col-span-2">
        <span className="font-semibold">{`${messages.product}:`}</span> {productName}
      </p>
      {textField('name', { type: 'text', autoComplete: 'name', maxLength: TEXT_LIMITS.enquiryName })}
      {textField('company', { type: 'text', autoComplete: 'organization', maxLength: QUOTE_LIMITS.company })}
      {textField('email', { type: 'email', autoComplete: 'email', maxLength: TEXT_LIMITS.email })}
      {textField('phone', { type: 'tel', autoComplete: 'tel', maxLength: TEXT_LIMITS.phone })}
      {selectField('buyerType', Object.entries(BUYER_TYPES), messages.chooseBuyerType)}
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
        {textField('quantity', { type: 'text', inputMode: 'decimal', maxLength: 12 })}
        {selectField('quantityUnit', Object.entries(QUANTITY_UNITS))}
      </div>
      {textField('deliveryCity', { type: 'text', autoComplete: 'address-level2', maxLength: QUOTE_LIMITS.city })}
      {selectField('preferredMonth', MONTH_OPTIONS, messages.anyMonth)}
      <FormField {...block('gstin')} hint={messages.gstinHint} className="sm:col-span-2">
        <input
          type="text"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          placeholder={messages.placeholders.gstin}
          {...control('gstin', true)}
          className={`${formControlClass} font-mono uppercase sm:max-w-xs`}
        />
      </FormField>
      <FormField {...block('message')} className="sm:col-span-2">
        <textarea rows={4} maxLength={TEXT_LIMITS.enquiryMessage} placeholder={messages.placeholders.message} {...control('message')} />
      </FormField>
    </EnquiryForm>
  );
}
