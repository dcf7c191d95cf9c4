// The contact and quote forms in Arabic and Marathi (issue "Languages", part 7), as the server answers them: the JSON
// calls with their `language`, and the no-JavaScript posts under /ar and /mr. Each enquiry records its language.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { perRequestRenders } from '../../pages/page-cache';
import { LANGUAGE_REFUSED } from './form-language';

const contact = {
  name: 'خالد المنصوري',
  email: 'khalid@freshgulf.example',
  phone: '+971 50 123 4567',
  subject: 'مانجو ألفونسو إلى دبي',
  message: 'نحتاج 200 كرتون أسبوعيًا.',
};

describe('the forms’ JSON calls in the language they name', () => {
  const app = useTestApp();
  const admin = useAdmin(app);
  let productId = 0;
  const stored = async () =>
    ((await (await admin.get('/api/admin/enquiries')).json()) as { subject: string; language: string }[]).map((e) => [
      e.subject,
      e.language,
    ]);

  test('set up', async () => {
    const category = await (await admin.post('/api/admin/categories', { json: { name: 'Mangoes' } })).json();
    productId = (await (await admin.post('/api/admin/products', { json: { name: 'Alphonso Mango', categoryId: category.id } })).json()).id;
  });

  test('Arabic: the refusal in Arabic, field by field; then the message stored as Arabic, thanked in Arabic', async () => {
    const refused = await app.client().post('/api/contact', { json: { ...contact, name: '', email: 'khalid@', language: 'ar' } });
    assert.equal(refused.status, 400);
    assert.deepEqual(await refused.json(), {
      message: 'حقل الاسم الكامل مطلوب',
      code: 'bad_request',
      fields: { name: 'حقل الاسم الكامل مطلوب', email: 'يجب أن يكون حقل البريد الإلكتروني عنوان بريد إلكتروني صحيحًا' },
    });
    const sent = await app.client().post('/api/contact', { json: { ...contact, language: 'ar' } });
    assert.equal(sent.status, 201);
    assert.deepEqual(await sent.json(), { message: 'تم إرسال رسالتك بنجاح!' });
    assert.deepEqual(await stored(), [[contact.subject, 'ar']]);
  });

  test('Marathi: a quote refused in Marathi, then stored as Marathi', async () => {
    const quote = {
      productId,
      name: 'सुनील पाटील',
      email: 'sunil@example.com',
      phone: '+91 98200 11111',
      buyerType: 'wholesale',
      quantity: '0',
      quantityUnit: 'cartons',
      deliveryCity: 'नाशिक',
      language: 'mr',
    };
    const refused = await app.client().post('/api/quote', { json: { ...quote, buyerType: 'someone' } });
    assert.equal(refused.status, 400);
    assert.deepEqual((await refused.json()).fields, {
      buyerType: 'तुम्ही कोणत्या प्रकारचे खरेदीदार आहात ते निवडा',
      quantity: 'प्रमाण 0 पेक्षा जास्त असावे',
    });
    const sent = await app.client().post('/api/quote', { json: { ...quote, quantity: '150' } });
    assert.equal(sent.status, 201);
    assert.deepEqual(await sent.json(), { message: 'दरपत्रकाची विनंती यशस्वीपणे पाठवली!' });
    assert.deepEqual((await stored())[0], ['Quote request: Alphonso Mango', 'mr']);
    app.deps.rateLimits.clearAll();
  });

  test('no language is English; one not among the four is refused, and nothing is stored', async () => {
    const english = await app.client().post('/api/contact', { json: { ...contact, email: 'bad' } });
    assert.equal((await english.json()).message, 'Email must be a valid email address');
    for (const language of ['fr', 'ar-AE', 7]) {
      const res = await app.client().post('/api/contact', { json: { ...contact, language } });
      assert.equal(res.status, 400, String(language));
      assert.deepEqual(await res.json(), { message: LANGUAGE_REFUSED, code: 'bad_request', fields: { language: LANGUAGE_REFUSED } });
    }
    assert.equal((await stored()).length, 2);
    app.deps.rateLimits.clearAll();
  });

  test('past the limit, the 429 says so in the language named', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await app.client().post('/api/contact', { json: { ...contact, language: 'ar' } });
      statuses.push(last.status);
    }
    assert.equal(statuses.at(-1), 429);
    assert.match(
      (await last!.json()).message,
      /^لقد أرسلت عدة رسائل خلال وقت قصير\. يرجى المحاولة مرة أخرى بعد (دقيقة واحدة|دقيقتين|\d+ دقائق|\d+ دقيقة)، أو الاتصال بنا\.$/,
    );
    app.deps.rateLimits.clearAll();
  });

  test('while the site is offline, the 503 says so in the language named; nothing is stored', async () => {
    const before = (await stored()).length;
    assert.equal((await admin.put('/api/admin/site-settings', { json: { isOnline: false } })).status, 200);
    try {
      const arabic = await app.client().post('/api/contact', { json: { ...contact, language: 'ar' } });
      assert.equal(arabic.status, 503);
      assert.equal(
        (await arabic.json()).message,
        'الموقع قيد الصيانة، لذا لا يمكن إرسال الرسائل الآن. يُرجى الاتصال بنا أو مراسلتنا بالبريد الإلكتروني.',
      );
      const quote = { productId, name: 'Sunil', email: 'sunil@example.com', message: 'Need 50 boxes', language: 'mr' };
      const marathi = await app.client().post('/api/quote', { json: quote });
      assert.equal(marathi.status, 503);
      assert.match((await marathi.json()).message, /^साइटची देखभाल सुरू आहे/);
      const english = await app.client().post('/api/contact', { json: contact });
      assert.equal(
        (await english.json()).message,
        'The site is under maintenance, so messages cannot be sent just now. Please call or email us.',
      );
    } finally {
      await admin.put('/api/admin/site-settings', { json: { isOnline: true } });
    }
    assert.equal((await stored()).length, before);
  });
});

const FORM = 'application/x-www-form-urlencoded';
/** The text of the element with this id in a page (a field's error, the banner). */
const byId = (html: string, id: string) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';

describe('the forms without JavaScript, under /ar and /mr', () => {
  const app = useTestApp();
  const admin = useAdmin(app);
  let slug = '';
  const post = (path: string, fields: Record<string, string>) =>
    app.client().post(path, { headers: { 'content-type': FORM, origin: app.url }, body: new URLSearchParams(fields).toString() });
  const quote = {
    name: 'सुनील पाटील',
    email: 'sunil@example.com',
    phone: '+91 98200 11111',
    company: '',
    buyerType: 'wholesale',
    quantity: '150',
    quantityUnit: 'cartons',
    deliveryCity: 'नाशिक',
    gstin: '',
    preferredMonth: '4',
    message: 'दर आठवड्याला.',
    website: '',
  };

  test('set up', async () => {
    const category = await (await admin.post('/api/admin/categories', { json: { name: 'Mangoes' } })).json();
    slug = (await (await admin.post('/api/admin/products', { json: { name: 'Alphonso Mango', categoryId: category.id } })).json()).slug;
  });

  test('Arabic contact: 303 to the Arabic notice, which says it in Arabic, right to left; the message is stored as Arabic', async () => {
    const res = await post('/ar/contact', { ...contact, website: '' });
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), '/ar/contact?sent=1');
    const page = await app.client().get('/ar/contact?sent=1');
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(htmlTag(html), /lang="ar-AE"/);
    assert.match(htmlTag(html), /dir="rtl"/);
    assert.match(html, /role="status"[^>]*>.*تم إرسال رسالتك بنجاح!.*سنتواصل معك قريبًا\./s);
    assert.match(html, /<form[^>]*action="\/ar\/contact"/);
    assert.deepEqual(
      app.deps.enquiries.list().map((e) => [e.subject, e.language]),
      [[contact.subject, 'ar']],
    );
  });

  test('Arabic contact refused: the page again (400) in Arabic, each field’s error in Arabic, the typed text kept', async () => {
    const res = await post('/ar/contact', { ...contact, name: '', email: 'khalid@', website: '' });
    assert.equal(res.status, 400);
    const html = await res.text();
    assert.match(htmlTag(html), /lang="ar-AE"[^>]*dir="rtl"|dir="rtl"[^>]*lang="ar-AE"/);
    assert.match(html, /role="alert"[^>]*>.*حقل الاسم الكامل مطلوب/s);
    assert.equal(byId(html, 'contact-name-error'), 'حقل الاسم الكامل مطلوب');
    assert.equal(byId(html, 'contact-email-error'), 'يجب أن يكون حقل البريد الإلكتروني عنوان بريد إلكتروني صحيحًا');
    assert.match(html, /<label[^>]*for="contact-subject"[^>]*>الموضوع \*<\/label>/);
    assert.match(html, new RegExp(`name="subject"[^>]*value="${contact.subject}"|value="${contact.subject}"[^>]*name="subject"`));
    assert.equal(app.deps.enquiries.list().length, 1, 'nothing more stored');
    app.deps.rateLimits.clearAll();
  });

  test('Marathi quote: 303 to the Marathi product page, which says it in Marathi; the request is stored as Marathi', async () => {
    const res = await post(`/mr/products/${slug}/quote`, quote);
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), `/mr/products/${slug}?quote=sent#quote`);
    const page = await app.client().get(`/mr/products/${slug}?quote=sent`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(htmlTag(html), /lang="mr-IN"/);
    assert.doesNotMatch(htmlTag(html), /dir="rtl"/);
    assert.match(html, /role="status"[^>]*>.*दरपत्रकाची विनंती यशस्वीपणे पाठवली!.*आम्ही लवकरच तुमच्याशी संपर्क साधू\./s);
    assert.match(html, new RegExp(`<form[^>]*action="/mr/products/${slug}/quote"`));
    const [stored] = app.deps.enquiries.list();
    assert.equal(stored?.subject, 'Quote request: Alphonso Mango');
    assert.equal(stored?.language, 'mr');
  });

  test('Marathi quote refused: the page again (400) in Marathi with each field’s error', async () => {
    const res = await post(`/mr/products/${slug}/quote`, { ...quote, deliveryCity: '', quantity: 'खूप', gstin: '27AAPFU0939F1ZW' });
    assert.equal(res.status, 400);
    const html = await res.text();
    assert.match(htmlTag(html), /lang="mr-IN"/);
    assert.equal(byId(html, 'quote-deliveryCity-error'), 'डिलिव्हरीचे शहर आवश्यक आहे');
    assert.equal(byId(html, 'quote-quantity-error'), 'प्रमाण ही संख्या असावी');
    assert.match(byId(html, 'quote-gstin-error') ?? '', /^GSTIN 15 अक्षरांचा असावा/);
    assert.match(html, /role="alert"/);
    assert.equal(app.deps.enquiries.list().length, 2, 'nothing more stored');
    app.deps.rateLimits.clearAll();
  });

  test('past the limit: the plain 429 page in Arabic, right to left, back to the Arabic form', async () => {
    let res: Response | undefined;
    for (let i = 0; i < 40 && res?.status !== 429; i++) res = await post('/ar/contact', { ...contact, name: '', website: '' });
    assert.equal(res?.status, 429);
    assert.ok(Number(res?.headers.get('retry-after')) > 0);
    const html = await res!.text();
    assert.match(html, /^<!DOCTYPE html><html lang="ar-AE" dir="rtl">/);
    assert.match(html, /<h1>يرجى الانتظار قليلًا<\/h1>/);
    assert.match(html, /<p>لقد أرسلت النموذج مرات كثيرة خلال وقت قصير\./);
    assert.match(html, /<a href="\/ar\/contact">العودة إلى النموذج<\/a>/);
    app.deps.rateLimits.clearAll();
  });

  test('with the render budget spent: the busy page in Marathi, its "try again" to the Marathi product page', async () => {
    perRequestRenders.holdSpent();
    try {
      const res = await post(`/mr/products/${slug}/quote`, { ...quote, deliveryCity: '' });
      assert.equal(res.status, 503);
      const html = await res.text();
      assert.match(html, /^<!DOCTYPE html><html lang="mr-IN" dir="ltr">/);
      assert.match(html, /<h1>सध्या खूप गर्दी आहे<\/h1>/);
      assert.match(html, new RegExp(`<a href="/mr/products/${slug}">पुन्हा प्रयत्न करा</a>`));
    } finally {
      perRequestRenders.reset();
    }
    app.deps.rateLimits.clearAll();
  });
});
