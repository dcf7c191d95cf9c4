import { type InputHTMLAttributes, useState } from 'react';
import { TEXT_LIMITS } from '../../shared/constants';
import type { EnquiryFormState } from '../../shared/form-state';
import { api } from '../../shared/http-client';
import { PUBLIC_API } from '../../shared/paths';
import { QUOTE_LIMITS, type QuoteFormField } from '../../shared/quotes/quote-options';
import { SelectOptions } from '../../ui/select-options';
import { EnquiryForm } from '../components/enquiry-form';
import { FormField, fieldAria, formControlClass } from '../components/form-field';
import type { FormLanguageProps, QuoteFormWords } from '../components/form-words';
import { useEnquiryForm } from '../islands/use-enquiry-form';

/** Not words: the shape of an address, a number and a GSTIN, the same in every language. */
const EXAMPLES = { email: 'you@company.com', phone: '+91 98765 43210', gstin: '27AAPFU0939F1ZV' };

/** The form's text as typed, field by field. */
export type QuoteFormValues = Record<QuoteFormField, string>;

/** The quote form's state as the server renders it (after a no-JavaScript POST, or its redirect back). */
export type QuoteFormState = EnquiryFormState<QuoteFormValues>;

/** The product, the form's state, and its words, address and language from the page (no catalogue in the island). */
export type QuoteFormProps = { productId: number; productName: string; form: QuoteFormState } & FormLanguageProps<QuoteFormWords>;

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
const REQUIRED: FieldName[] = ['name', 'email', 'phone', 'buyerType', 'quantity', 'quantityUnit', 'deliveryCity'];

/**
 * Island: a product page's quote request. Without JavaScript it is a plain POST to the page's /quote address (the
 * server validates, then redirects back or shows the errors, in the page's language). With it, the contact form's
 * toasts and behaviour. The fields are uncontrolled and read at submit (form-text.ts), as the contact form's are.
 * An address, a phone number, a quantity and a GSTIN are written left to right on an Arabic page too.
 */
export function QuoteForm({ productId, productName, action, form, words, language }: QuoteFormProps) {
  const [initial] = useState<QuoteFormValues>(() =>
    form.status === 'invalid' || form.status === 'failed' ? { ...EMPTY, ...form.values } : EMPTY,
  );
  const enquiry = useEnquiryForm({
    form,
    empty: EMPTY,
    required: REQUIRED,
    messages: words,
    send: (values) => api.post(PUBLIC_API.quote, { ...values, productId, language }),
  });
  const placeholders = { ...words.placeholders, ...EXAMPLES };

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
  const block = (name: FieldName) => ({ id: id(name), label: words.labels[name], error: enquiry.fieldErrors[name] });
  /** A one-line field under its label, with its placeholder. */
  const textField = (name: keyof typeof placeholders & FieldName, attrs: InputHTMLAttributes<HTMLInputElement>) => (
    <FormField {...block(name)}>
      <input {...attrs} placeholder={placeholders[name]} {...control(name)} />
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
    <EnquiryForm idPrefix="quote" action={action} words={words} state={enquiry}>
      <input type="hidden" name="productId" value={productId} />
      <p className="rounded-xl bg-cream-100 px-4 py-3 text-stone-800 sm:col-span-2">
        <span className="font-semibold">{`${words.product}:`}</span> {productName}
      </p>
      {textField('name', { type: 'text', autoComplete: 'name', maxLength: TEXT_LIMITS.enquiryName })}
      {textField('company', { type: 'text', autoComplete: 'organization', maxLength: QUOTE_LIMITS.company })}
      {textField('email', { type: 'email', autoComplete: 'email', maxLength: TEXT_LIMITS.email, dir: 'ltr' })}
      {textField('phone', { type: 'tel', autoComplete: 'tel', maxLength: TEXT_LIMITS.phone, dir: 'ltr' })}
      {selectField('buyerType', words.buyerTypes, words.chooseBuyerType)}
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
        {textField('quantity', { type: 'text', inputMode: 'decimal', maxLength: 12, dir: 'ltr' })}
        {selectField('quantityUnit', words.units)}
      </div>
      {textField('deliveryCity', { type: 'text', autoComplete: 'address-level2', maxLength: QUOTE_LIMITS.city })}
      {selectField('preferredMonth', words.months, words.anyMonth)}
      <FormField {...block('gstin')} hint={words.gstinHint} className="sm:col-span-2">
        <input
          type="text"
          dir="ltr"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          placeholder={placeholders.gstin}
          {...control('gstin', true)}
          className={`${formControlClass} font-mono uppercase sm:max-w-xs`}
        />
      </FormField>
      <FormField {...block('message')} className="sm:col-span-2">
        <textarea rows={4} maxLength={TEXT_LIMITS.enquiryMessage} placeholder={placeholders.message} {...control('message')} />
      </FormField>
    </EnquiryForm>
  );
}
