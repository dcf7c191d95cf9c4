// The forms refuse in the language they came in, and only their words change with it: what each form takes is the
// same in every language.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import * as v from 'valibot';
import { LOCALES } from '../../../shared/i18n/locales';
import { ENGLISH_TEXT_RULES } from '../../../shared/schemas/common';
import { HttpError } from '../../errors';
import { validate } from '../../validate';
import { bodyLanguage, formSchemas, formWords, LANGUAGE_REFUSED, waitText } from './form-language';

const contact = { name: 'Asha Patel', email: 'asha@example.com', phone: '', subject: 'Mangoes', message: 'Two hundred boxes.' };
const quote = {
  productId: 7,
  name: 'Meera Shah',
  email: 'meera@example.com',
  phone: '+91 98200 11111',
  company: '',
  buyerType: 'horeca',
  quantity: '120.5',
  quantityUnit: 'cartons',
  deliveryCity: 'Pune',
  gstin: '',
  preferredMonth: '4',
  message: '',
};

/** Whether it is taken and, when not, which fields are refused: all a language may not change. */
function verdict(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success
    ? { ok: true, output: result.output as unknown }
    : { ok: false, fields: [...new Set(result.issues.map((issue) => v.getDotPath(issue)))].sort() };
}

test('each language takes and refuses exactly what English does, field by field (fast-check)', () => {
  const text = fc.oneof(
    fc.constantFrom('', ' ', 'a@b', 'x@example.com', '12', '0', '-1', '1.234', '13', 'kg', 'retail', 'a\nb', 'x\u0007', 'call me'),
    fc.string({ maxLength: 12 }),
    fc.string({ minLength: 95, maxLength: 260 }),
  );
  const value = fc.oneof(text, fc.constant(undefined), fc.constant(null), fc.integer(), fc.double());
  const mutate = <T extends Record<string, unknown>>(base: T) =>
    fc.dictionary(fc.constantFrom(...Object.keys(base)), value).map((changes) => ({ ...base, ...changes }));
  fc.assert(
    fc.property(mutate(contact), mutate(quote), (c, q) => {
      const english = { contact: verdict(formSchemas('en').enquiry, c), quote: verdict(formSchemas('en').quote, q) };
      for (const locale of LOCALES) {
        assert.deepEqual(verdict(formSchemas(locale).enquiry, c), english.contact, `${locale} contact`);
        assert.deepEqual(verdict(formSchemas(locale).quote, q), english.quote, `${locale} quote`);
      }
    }),
    { numRuns: 500 },
  );
});

/** The 400 a body gets, as the client reads it. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message, fields: error.fields };
    throw error;
  }
  assert.fail('taken');
}

test('English refuses with the words it always had: the admin’s rules and the spec’s', () => {
  const en = formWords('en');
  for (const [rule, words] of Object.entries(ENGLISH_TEXT_RULES)) assert.equal(en(`formError.${rule}` as never), words, rule);
  const refused = refusal(() => validate(formSchemas('en').enquiry, { ...contact, name: ' ', email: 'a@b' }));
  assert.deepEqual(refused, {
    status: 400,
    message: 'Full name is required',
    fields: { name: 'Full name is required', email: 'Email must be a valid email address' },
  });
  const quoteRefused = refusal(() => validate(formSchemas('en').quote, { ...quote, quantity: '2000000', buyerType: 'x' }));
  assert.deepEqual(quoteRefused.fields, { buyerType: 'Choose what kind of buyer you are', quantity: 'Quantity must be at most 10,00,000' });
});

test('Arabic, Marathi and Hindi name each refused field in their own words, a left-out key as required', () => {
  const { name: _left, ...noName } = contact;
  assert.deepEqual(
    refusal(() => validate(formSchemas('ar').enquiry, { ...noName, email: 'a@b', phone: 'call me' })),
    {
      status: 400,
      message: 'حقل الاسم الكامل مطلوب',
      fields: {
        name: 'حقل الاسم الكامل مطلوب',
        email: 'يجب أن يكون حقل البريد الإلكتروني عنوان بريد إلكتروني صحيحًا',
        phone: 'يجب ألا يحتوي حقل الهاتف إلا على أرقام ومسافات و + ( ) - .',
      },
    },
  );
  assert.deepEqual(refusal(() => validate(formSchemas('mr').quote, { ...quote, quantity: '2000000', deliveryCity: '' })).fields, {
    quantity: 'प्रमाण जास्तीत जास्त 10,00,000 असू शकते',
    deliveryCity: 'डिलिव्हरीचे शहर आवश्यक आहे',
  });
  // Arabic writes the limit in thousands, as the Gulf's trade does.
  assert.equal(
    refusal(() => validate(formSchemas('ar').quote, { ...quote, quantity: '2000000' })).message,
    'يجب ألا تتجاوز الكمية 1,000,000',
  );
  assert.equal(refusal(() => validate(formSchemas('hi').enquiry, { ...contact, subject: '' })).message, 'विषय ज़रूरी है');
});

test('how long to wait: Arabic has a word for one, two, three to ten, and eleven and more', () => {
  assert.deepEqual(
    [30, 120, 300, 900].map((s) => waitText('ar', s)),
    ['دقيقة واحدة', 'دقيقتين', '5 دقائق', '15 دقيقة'],
  );
  assert.deepEqual(
    [60, 600].map((s) => waitText('en', s)),
    ['1 minute', '10 minutes'],
  );
  assert.equal(waitText('mr', 900), '15 मिनिटे');
  assert.equal(formWords('hi')('formLimit.messages', { wait: waitText('hi', 600) }).includes('10 मिनट बाद'), true);
});

test('a JSON call names its language in the body: one of the four, English when it names none', () => {
  assert.equal(bodyLanguage({ ...contact }), 'en');
  assert.equal(bodyLanguage({ ...contact, language: 'mr' }), 'mr');
  assert.equal(bodyLanguage('not an object'), 'en');
  for (const language of ['fr', 'AR', '', null, 1, ['ar']]) {
    assert.deepEqual(
      refusal(() => bodyLanguage({ ...contact, language })),
      {
        status: 400,
        message: LANGUAGE_REFUSED,
        fields: { language: LANGUAGE_REFUSED },
      },
    );
  }
  assert.equal(LANGUAGE_REFUSED, 'Language must be one of en, hi, mr, ar');
});
