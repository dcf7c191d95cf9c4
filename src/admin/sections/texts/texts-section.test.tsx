import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type PlaceholderValues, type SiteTexts, STARTING_TEXTS } from '../../../shared/site-texts/site-texts';
import { openSection, toastTexts, waitForFailureToast, waitForToast } from '../../../test/dom/admin';
import { blur, click, type, waitFor } from '../../../test/dom/interact';
import { getButton, getField, getText, hasText } from '../../../test/dom/queries';

const values: PlaceholderValues = {
  years: '40',
  countries: '16',
  cities: '9',
  shops: '3',
  partners: 'Reliance Fresh and Swiggy',
  hours: 'Monday-Saturday 6:00 AM-6:00 PM',
  claim: "one of India's top 10 fruit importers",
};
const base = { 'GET /api/admin/enquiries': { body: [] } };

function server(start: SiteTexts = STARTING_TEXTS) {
  let texts = { ...start };
  return {
    ...base,
    'GET /api/admin/site-texts': () => ({ body: { texts, values } }),
    'PUT /api/admin/site-texts': (call: { body: unknown }) => {
      const change = call.body as Record<keyof SiteTexts, string | null>;
      texts = { ...texts, ...Object.fromEntries(Object.entries(change).map(([k, v]) => [k, v ?? STARTING_TEXTS[k as keyof SiteTexts]])) };
      return { body: { texts, values } };
    },
  };
}

test('each text shows how the site reads it, figures filled in; a change saves on leaving the field', async () => {
  const calls = await openSection('/admin/texts', () => getField('Welcome text'), server());
  assert.ok(
    hasText(
      "Shown as: For more than 40 years we have been bringing the world's finest fresh fruit to India. Today we are one of India's top 10 fruit importers",
    ),
  );
  await type(getField('First card: title'), 'Cold Chain');
  await blur(getField('First card: title'));
  await waitFor(() => assert.deepEqual(toastTexts()?.title, 'Texts updated successfully'));
  assert.deepEqual(calls.at(-1), { method: 'PUT', url: '/api/admin/site-texts', body: { why1Title: 'Cold Chain' } });
  assert.equal(getField<HTMLInputElement>('First card: title').value, 'Cold Chain');
});

test('an emptied standing previews at once: its sentences are left out', async () => {
  await openSection('/admin/texts', () => getField('Your standing in the trade'), server());
  getText("Shown as: A Mumbai business that has grown, over 40 years, into one of India's top 10 fruit importers.");
  await type(getField('Your standing in the trade'), '');
  await waitFor(() => getText('Shown as: nothing (this text is empty)'));
});

test('a changed text can be put back to its starting text', async () => {
  const calls = await openSection('/admin/texts', () => getField('Our Mission'), server({ ...STARTING_TEXTS, aboutMission: 'Our own.' }));
  await click(getButton('Put back the starting text'));
  await waitFor(() => assert.equal(getField<HTMLTextAreaElement>('Our Mission').value, STARTING_TEXTS.aboutMission));
  assert.deepEqual(calls.at(-1), { method: 'PUT', url: '/api/admin/site-texts', body: { aboutMission: null } });
});

test('a refused save toasts the server message and puts the saved text back', async () => {
  await openSection('/admin/texts', () => getField('Our Story'), {
    ...server(),
    'PUT /api/admin/site-texts': { status: 400, body: { message: 'Our Story: {shop} is not a placeholder', code: 'invalid' } },
  });
  await type(getField('Our Story'), 'We run {shop} shops');
  await blur(getField('Our Story'));
  await waitForFailureToast('Failed to update texts', 'Our Story: {shop} is not a placeholder');
  await waitFor(() => assert.equal(getField<HTMLTextAreaElement>('Our Story').value, STARTING_TEXTS.aboutStory));
});

test('a draft: switched on, a text saves into the draft (the site keeps its own); preview links and Publish', async () => {
  let draft: Record<string, string | null> = {};
  const calls = await openSection('/admin/texts', () => getField('Welcome text'), {
    ...server(),
    'GET /api/admin/site-texts/draft': () => ({ body: { draft } }),
    'PUT /api/admin/site-texts/draft': (call: { body: unknown }) => {
      draft = { ...draft, ...(call.body as Record<string, string | null>) };
      return { body: { draft } };
    },
    'POST /api/admin/site-texts/draft/publish': () => {
      draft = {};
      return { body: { draft } };
    },
    'DELETE /api/admin/site-texts/draft': () => {
      draft = {};
      return { status: 204 };
    },
  });
  await click(getField('Work on a draft'));
  await type(getField('Opening line'), 'Fresh from the orchard to your shelf.');
  await blur(getField('Opening line'));
  await waitForToast('Draft saved');
  assert.deepEqual(
    calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body]),
    [['/api/admin/site-texts/draft', { aboutLead: 'Fresh from the orchard to your shelf.' }]],
    'saved into the draft, not the site',
  );
  await waitFor(() => assert.ok(hasText('1 text is changed in the draft.')));
  assert.equal(getField('Opening line').value, 'Fresh from the orchard to your shelf.');
  assert.equal(document.querySelector('a[href="/admin/preview/texts/home"]')?.textContent, 'Preview home page');
  assert.equal(document.querySelector('a[href="/admin/preview/texts/about"]')?.textContent, 'Preview about page');

  await click(getButton('Publish'));
  await waitForToast('Draft published');
  assert.ok(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/site-texts/draft/publish'));
  await waitFor(() => assert.ok(hasText('Each text saves to the site when you leave it.')));
});
