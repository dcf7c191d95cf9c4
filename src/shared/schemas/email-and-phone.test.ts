// The contact form and the contact settings judge an email address and a phone number by the one rule
// (schemas/common.ts), the one <input type="email"> uses, so nobody is refused an address their browser took.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import * as v from 'valibot';
import { ENGLISH_TEXT_RULES } from './common';
import { enquiryInputSchema as contactFormSchema } from './contact';
import { contactSettingsUpdateSchema } from './settings';

/** The contact form's schema with the English rules' words (the server gives it the page's language's). */
const enquiryInputSchema = contactFormSchema({
  rules: ENGLISH_TEXT_RULES,
  fields: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
    company: 'Company',
    deliveryCity: 'Delivery city',
    gstin: 'GSTIN',
  },
  quote: {
    product: '',
    buyerType: '',
    quantityNumber: '',
    quantityMin: '',
    quantityMax: '',
    quantityDecimals: '',
    quantityUnit: '',
    gstin: '',
    month: '',
  },
});

const enquiry = { name: 'Asha Patel', email: 'asha@example.com', phone: '', subject: 'Mangoes', message: 'Two hundred boxes.' };
const contactFormTakes = (email: string) => v.safeParse(enquiryInputSchema, { ...enquiry, email }).success;
const settingsTake = (email: string) => v.safeParse(contactSettingsUpdateSchema, { email }).success;

test('addresses customers really have are taken; broken ones are refused with the message', () => {
  for (const email of ["o'brien@example.com", 'a.b+tag@sub.example.co.in', 'UPPER@EXAMPLE.COM', 'x_y-z@mail-server.example.org']) {
    assert.ok(contactFormTakes(email), email);
    assert.ok(settingsTake(email), email);
  }
  for (const email of [
    'a@b',
    'a b@example.com',
    'a@example..com',
    '@example.com',
    'a@-example.com',
    'a@example.com.',
    'a@@example.com',
    'a@exa mple.com',
    'sales?bcc=attacker%40evil.example&body=x@example.com',
    'a%b@example.com',
    'a&b@example.com',
    'a?b@example.com',
  ]) {
    assert.ok(!contactFormTakes(email), email);
    assert.ok(!settingsTake(email), email);
  }
  const refused = v.safeParse(enquiryInputSchema, { ...enquiry, email: 'a@b' });
  assert.equal(refused.success ? '' : refused.issues[0].message, 'Email must be a valid email address');
});

test('the contact form and the contact settings agree on every address (fast-check)', () => {
  const local = fc.stringMatching(/^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~ @-]{0,12}$/);
  const domain = fc.stringMatching(/^[a-zA-Z0-9.@ -]{0,16}$/);
  fc.assert(
    fc.property(fc.tuple(local, domain), ([user, host]) => {
      const email = `${user}@${host}`;
      assert.equal(contactFormTakes(email), settingsTake(email), email);
    }),
    { numRuns: 2000 },
  );
});

test('a phone number: digits, spaces and + ( ) - . in both places', () => {
  for (const phone of ['+91 98200 12345', '(022) 2765-1234', '022.2765.1234']) {
    assert.ok(v.safeParse(enquiryInputSchema, { ...enquiry, phone }).success, phone);
    assert.ok(v.safeParse(contactSettingsUpdateSchema, { phone }).success, phone);
  }
  for (const phone of ['call me', '+91 98200 12345 ext. 4', '98200<12345']) {
    assert.ok(!v.safeParse(enquiryInputSchema, { ...enquiry, phone }).success, phone);
    assert.ok(!v.safeParse(contactSettingsUpdateSchema, { phone }).success, phone);
  }
});
