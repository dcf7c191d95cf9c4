// The contact and quote forms in Arabic and Marathi (issue "Languages", part 7), as the server answers them: the JSON
// calls with their `language`, and the no-JavaScript posts under /ar and /mr. Each enquiry records its language.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
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
});
