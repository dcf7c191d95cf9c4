import '../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STARTING_TEXTS } from '../../shared/site-texts/site-texts';
import type { TranslationCoverage, TranslationsAnswer } from '../../shared/translations/translatable';
import { openSection, waitForToast } from '../../test/dom/admin';
import { click, type, waitFor } from '../../test/dom/interact';
import { getButton, getField, hasText } from '../../test/dom/queries';

const values = { years: '40', countries: '16', cities: '9', shops: '3', partners: 'Swiggy', hours: '', claim: 'a top importer' };

function server() {
  let answer: TranslationsAnswer = {
    id: 0,
    title: 'Page texts',
    english: { ...STARTING_TEXTS },
    translations: { hi: { why1Title: 'वैश्विक पहुँच' }, mr: {}, ar: {} },
  };
  const counts = (): TranslationCoverage => {
    const n = (locale: 'hi' | 'mr' | 'ar') => Object.keys(answer.translations[locale]).length;
    const texts = { total: 12, hi: n('hi'), mr: n('mr'), ar: n('ar') };
    return {
      product: { total: 43, hi: 38, mr: 0, ar: 2 },
      category: texts,
      shop: texts,
      licence: texts,
      'site-texts': texts,
      'site-settings': texts,
      city: texts,
      'trade-settings': texts,
      'contact-settings': texts,
    };
  };
  return {
    'GET /api/admin/enquiries': { body: [] },
    'GET /api/admin/site-texts': () => ({ body: { texts: STARTING_TEXTS, values } }),
    'GET /api/admin/site-texts/draft': { body: { draft: null, savedAt: null } },
    'GET /api/admin/translations/coverage': () => ({ body: counts() }),
    'GET /api/admin/translations/site-texts/0': () => ({ body: answer }),
    'PUT /api/admin/translations/site-texts/0': (call: { body: unknown }) => {
      const update = call.body as Record<'hi' | 'mr' | 'ar', Record<string, string | null>>;
      for (const [locale, fields] of Object.entries(update) as Array<['hi' | 'mr' | 'ar', Record<string, string | null>]>) {
        const next = { ...answer.translations[locale] };
        for (const [field, value] of Object.entries(fields)) {
          if (value === null) delete next[field];
          else next[field] = value;
        }
        answer = { ...answer, translations: { ...answer.translations, [locale]: next } };
      }
      return { headers: { 'Change-Id': '7' }, body: answer };
    },
  };
}

test('the owner translates a text next to its English, Arabic right to left; only what changed is sent; coverage follows', async () => {
  const calls = await openSection('/admin/texts', () => getField('First card: title (Hindi)'), server());
  assert.ok(hasText('Hindi: 1 of 12 page texts · Marathi: 0 of 12 page texts · Arabic: 0 of 12 page texts'));
  assert.ok(hasText('English: Global Reach'), 'the English is shown as the reference');
  const hindi = getField('First card: title (Hindi)');
  assert.equal(hindi.value, 'वैश्विक पहुँच');
  assert.equal(hindi.getAttribute('lang'), 'hi-IN');

  await click(getButton('Arabic'));
  await waitFor(() => getField('First card: title (Arabic)'));
  const arabic = getField('First card: title (Arabic)');
  assert.equal(arabic.getAttribute('dir'), 'rtl');
  assert.equal(arabic.getAttribute('lang'), 'ar-AE');
  await type(arabic, 'انتشار عالمي');
  await type(getField<HTMLTextAreaElement>('Our Mission (Arabic)'), 'أن نوصل أجود الفواكه إلى كل مائدة.');
  await click(getButton('Save Arabic'));
  await waitForToast('Translations saved');
  const put = calls.find((c) => c.method === 'PUT');
  assert.deepEqual(put?.body, { ar: { why1Title: 'انتشار عالمي', aboutMission: 'أن نوصل أجود الفواكه إلى كل مائدة.' } });
  await waitFor(() => assert.ok(hasText('Arabic: 2 of 12 page texts')));

  // Emptying a translation takes it away: the field shows in English again.
  await click(getButton('Hindi'));
  await waitFor(() => getField('First card: title (Hindi)'));
  await type(getField('First card: title (Hindi)'), '');
  await click(getButton('Save Hindi'));
  await waitFor(() => assert.deepEqual(calls.filter((c) => c.method === 'PUT').at(-1)?.body, { hi: { why1Title: null } }));
  await waitFor(() => assert.ok(hasText('Hindi: 0 of 12 page texts')));
});
