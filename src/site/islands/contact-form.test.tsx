import '../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cleanup, settle, stubFetch, submit, type } from '../../test/dom';
import { hydratePage } from '../../test/dom/islands';
import { shell } from '../../test/dom/site';

const $ = (selector: string) => document.querySelector(selector);
const field = (name: string) => $(`form [name="${name}"]`) as HTMLInputElement;
const toastRegion = () => $('section[aria-label="Notifications"]');
const toastTexts = () => Array.from(toastRegion()?.querySelectorAll('p') ?? []).map((p) => p.textContent);

async function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await type(field(name), value);
}

const complete = {
  name: 'Asha Patel',
  email: 'asha@example.com',
  phone: '+91 98200 00000',
  subject: 'Mangoes',
  message: 'We need 200 boxes of Alphonso.',
};

test('an empty required field shows the spec toast and sends nothing', async () => {
  const page = await hydratePage(shell({ pathname: '/contact' }), { page: 'contact', form: { status: 'idle' } });
  assert.deepEqual(page.errors, []);
  const calls = stubFetch(() => ({ status: 201, body: {} }));
  await fill({ ...complete, email: '' });
  await submit($('form'));
  assert.deepEqual(toastTexts(), ['Please fill in all required fields']);
  assert.match(toastRegion()?.querySelector('[role="alert"]')?.textContent ?? '', /Please fill in all required fields/, 'an alert');
  assert.equal(calls.length, 0);
  assert.equal(field('email').getAttribute('aria-invalid'), 'true');
  assert.equal(document.activeElement, field('email'));
});

test('success: JSON POST to /api/contact, toast, the form is cleared', async () => {
  const page = await hydratePage(shell({ pathname: '/contact' }), {
    page: 'contact',
    form: { status: 'idle', prefillSubject: 'Enquiry: Gala Apple' },
  });
  assert.equal(field('subject').value, 'Enquiry: Gala Apple');
  const calls = stubFetch(() => ({ status: 201, body: { ok: true } }));
  await fill({ ...complete, subject: 'Enquiry: Gala Apple' });
  await submit($('form'));
  await settle();
  assert.equal(calls.length, 1);
  assert.equal(calls[0]!.url, '/api/contact');
  assert.equal(calls[0]!.method, 'POST');
  assert.deepEqual(calls[0]!.body, { ...complete, subject: 'Enquiry: Gala Apple', website: '' });
  assert.deepEqual(toastTexts(), ['Message sent successfully!', "We'll get back to you soon."]);
  for (const name of ['name', 'email', 'phone', 'subject', 'message']) assert.equal(field(name).value, '', name);
  assert.deepEqual(page.errors, []);
});

test('what the visitor typed before the island hydrated survives its renders and is sent', async () => {
  // On a slow phone the page is usable before its script has run, and the island hydrates only at the first move.
  const typedEarly = { name: complete.name, email: complete.email };
  const page = await hydratePage(shell({ pathname: '/contact' }), { page: 'contact', form: { status: 'idle' } }, (doc) => {
    for (const [name, value] of Object.entries(typedEarly)) (doc.querySelector(`form [name="${name}"]`) as HTMLInputElement).value = value;
  });
  const calls = stubFetch(() => ({ status: 201, body: { ok: true } }));
  // The island renders again (the required-fields toast and errors); the early text stays in its fields.
  await submit($('form'));
  assert.deepEqual(toastTexts(), ['Please fill in all required fields']);
  assert.equal(field('name').value, complete.name);
  assert.equal(document.activeElement, field('subject'));
  await fill({ subject: complete.subject, message: complete.message });
  await submit($('form'));
  await settle();
  assert.deepEqual(calls[0]?.body, { ...complete, phone: '', website: '' });
  assert.deepEqual(toastTexts(), ['Message sent successfully!', "We'll get back to you soon."]);
  assert.deepEqual(page.errors, []);
});

test('failure: the server message, or the fallback; at most one toast', async () => {
  const page = await hydratePage(shell({ pathname: '/contact' }), { page: 'contact', form: { status: 'idle' } });
  let answer: { status: number; body: unknown } = {
    status: 429,
    body: { message: 'Too many messages. Try again later.', code: 'rate_limited' },
  };
  stubFetch(() => answer);
  await fill(complete);
  await submit($('form'));
  await settle();
  assert.deepEqual(toastTexts(), ['Failed to send message', 'Too many messages. Try again later.']);
  assert.equal(field('name').value, complete.name, 'values are kept after a failure');

  answer = { status: 502, body: '' };
  await submit($('form'));
  await settle();
  assert.deepEqual(toastTexts(), ['Failed to send message', 'Please try again later.']);
  assert.equal(toastRegion()?.querySelectorAll('button').length, 1, 'one toast (its one Dismiss button)');

  answer = {
    status: 400,
    body: { message: 'Email must be a valid email address', code: 'invalid', fields: { email: 'Email must be a valid email address' } },
  };
  await submit($('form'));
  await settle();
  assert.equal($('#contact-email-error')?.textContent, 'Email must be a valid email address');
  assert.deepEqual(page.errors, []);
});

test('the server-rendered results hydrate without a mismatch', async () => {
  const values = { name: 'A', email: 'a@example.com', phone: '', subject: 'S', message: 'M' };
  for (const form of [
    { status: 'sent' as const },
    {
      status: 'invalid' as const,
      message: 'Please fill in all required fields',
      fieldErrors: { message: 'Message is required' },
      values: { ...values, message: '' },
    },
    { status: 'failed' as const, message: 'Please try again later.', values },
  ]) {
    const page = await hydratePage(shell({ pathname: '/contact' }), { page: 'contact', form });
    assert.deepEqual(page.errors, [], form.status);
    await cleanup();
  }
});
