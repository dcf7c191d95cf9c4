import '../../test/dom/install';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cleanup, settle, stubFetch, submit, type } from '../../test/dom';
import { hydratePage } from '../../test/dom/islands';
import { refusedForEmpty, shell } from '../../test/dom/site';

const $ = (selector: string) => document.querySelector(selector);
const field = (name: string) => $(`form [name="${name}"]`) as HTMLInputElement;
/** The toasts' region, named in the page's language ('Notifications'). */
const toastRegion = () => $('[data-island="contact-form"] > section[aria-label]');
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
  assert.equal(toastRegion()?.getAttribute('aria-label'), 'Notifications');
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
  assert.deepEqual(calls[0]!.body, { ...complete, subject: 'Enquiry: Gala Apple', website: '', language: 'en' });
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
  assert.deepEqual(calls[0]?.body, { ...complete, phone: '', website: '', language: 'en' });
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
    refusedForEmpty(values, 'message', 'Message is required', 'Please fill in all required fields'),
    { status: 'failed' as const, message: 'Please try again later.', values },
  ]) {
    const page = await hydratePage(shell({ pathname: '/contact' }), { page: 'contact', form });
    assert.deepEqual(page.errors, [], form.status);
    await cleanup();
  }
});

describe('in Arabic and Marathi: the page’s words, passed to the island as its props', () => {
  test('Arabic: labels, the required-fields toast and error, then the JSON call names the language; the success toast', async () => {
    const page = await hydratePage(shell({ pathname: '/contact', locale: 'ar' }), { page: 'contact', form: { status: 'idle' } });
    assert.deepEqual(page.errors, [], 'hydrated without a mismatch');
    assert.equal($('form')?.getAttribute('action'), '/ar/contact', 'without JavaScript it posts to the Arabic page');
    assert.equal($('label[for="contact-name"]')?.textContent, 'الاسم الكامل *');
    assert.equal($('form button[type="submit"]')?.textContent, 'أرسل الرسالة');
    // An address and a phone number read left to right; the text fields follow the page.
    assert.equal(field('email').getAttribute('dir'), 'ltr');
    assert.equal(field('phone').getAttribute('dir'), 'ltr');
    assert.equal(field('name').getAttribute('dir'), null);
    assert.equal(field('message').getAttribute('dir'), null);
    const props = $('script[data-island-props="contact-form"]')?.textContent ?? '';
    assert.ok(!props.includes('nav.') && !props.includes('الرئيسية'), 'the island gets its own words, not the catalogue');

    const calls = stubFetch(() => ({ status: 201, body: { message: 'تم إرسال رسالتك بنجاح!' } }));
    await fill({ ...complete, message: '' });
    await submit($('form'));
    assert.deepEqual(toastTexts(), ['يرجى تعبئة جميع الحقول المطلوبة']);
    assert.equal(toastRegion()?.getAttribute('aria-label'), 'الإشعارات', 'the toasts’ region is named in Arabic');
    assert.equal($('#contact-message-error')?.textContent, 'هذا الحقل مطلوب');
    assert.equal(calls.length, 0);

    await fill({ message: 'نحتاج 200 كرتون مانجو.' });
    await submit($('form'));
    await settle();
    assert.deepEqual(calls[0]?.body, { ...complete, message: 'نحتاج 200 كرتون مانجو.', website: '', language: 'ar' });
    assert.deepEqual(toastTexts(), ['تم إرسال رسالتك بنجاح!', 'سنتواصل معك قريبًا.']);
    assert.equal($('[aria-label="الإشعارات"] button .sr-only')?.textContent, 'إغلاق الإشعار');
    assert.deepEqual(page.errors, []);
  });

  test('Arabic: the server’s refusal (in Arabic) beside its field, and the failure toast', async () => {
    const page = await hydratePage(shell({ pathname: '/contact', locale: 'ar' }), { page: 'contact', form: { status: 'idle' } });
    const emailError = 'يجب أن يكون حقل البريد الإلكتروني عنوان بريد إلكتروني صحيحًا';
    stubFetch(() => ({ status: 400, body: { message: emailError, code: 'bad_request', fields: { email: emailError } } }));
    await fill(complete);
    await submit($('form'));
    await settle();
    assert.deepEqual(toastTexts(), ['تعذّر إرسال الرسالة', emailError]);
    assert.equal($('#contact-email-error')?.textContent, emailError);
    stubFetch(() => ({ status: 502, body: '' }));
    await submit($('form'));
    await settle();
    assert.deepEqual(toastTexts(), ['تعذّر إرسال الرسالة', 'يرجى المحاولة مرة أخرى لاحقًا.']);
    assert.deepEqual(page.errors, []);
  });

  test('Marathi: the no-JavaScript results hydrate in Marathi (the sent notice; a refusal with its errors)', async () => {
    let page = await hydratePage(shell({ pathname: '/contact', locale: 'mr' }), { page: 'contact', form: { status: 'sent' } });
    assert.deepEqual(page.errors, []);
    assert.match($('[role="status"]')?.textContent ?? '', /^संदेश यशस्वीपणे पाठवला!आम्ही लवकरच तुमच्याशी संपर्क साधू\.$/);
    await cleanup();
    page = await hydratePage(shell({ pathname: '/contact', locale: 'mr' }), {
      page: 'contact',
      form: refusedForEmpty(complete, 'subject', 'विषय आवश्यक आहे'),
    });
    assert.deepEqual(page.errors, []);
    assert.equal($('[role="alert"] p')?.textContent, 'विषय आवश्यक आहे');
    assert.equal($('#contact-subject-error')?.textContent, 'विषय आवश्यक आहे');
    assert.equal($('form')?.getAttribute('action'), '/mr/contact');
    assert.equal(field('name').value, complete.name);
    const calls = stubFetch(() => ({ status: 201, body: {} }));
    await fill({ subject: 'आंबे' });
    await submit($('form'));
    await settle();
    assert.equal((calls[0]!.body as { language?: string }).language, 'mr');
    assert.deepEqual(toastTexts(), ['संदेश यशस्वीपणे पाठवला!', 'आम्ही लवकरच तुमच्याशी संपर्क साधू.']);
  });
});
