import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Licence } from '../../../shared/licences';
import { todayInIndia } from '../../../shared/licences';
import { chooseFiles, click, dialog, getButton, getField, getText, imageFile, queryText, stubXhr, type, waitFor } from '../../../test/dom';
import { confirmDelete, openSection, waitForFailureToast, waitForToast } from '../../../test/dom/admin';
import { makeMediaItem } from '../../../test/entities';

/** The India calendar day `days` from today, 'YYYY-MM-DD'. */
const inDays = (days: number) => todayInIndia(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

const licence = (id: number, fields: Partial<Licence>): Licence => ({
  id,
  type: 'fssai',
  number: '11521999000123',
  issuer: 'FSSAI, Maharashtra',
  validFrom: '2024-04-01',
  validUntil: inDays(400),
  isActive: true,
  document: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const fssai = licence(1, { validUntil: inDays(12) });
const iec = licence(2, { type: 'iec', number: 'AAPFU0939F', issuer: 'DGFT', validUntil: null, document: `/uploads/${'d'.repeat(32)}.pdf` });
const phyto = licence(3, { type: 'phytosanitary', number: 'PSC-2026-118', issuer: 'Plant Quarantine', validUntil: inDays(-1) });
const globalgap = licence(4, {
  type: 'globalgap',
  number: '4049929000000',
  issuer: 'GLOBALG.A.P.',
  validUntil: inDays(31),
  isActive: false,
});
const base = { 'GET /api/admin/enquiries': { body: [] } };

test('empty: a hint says what to add and that nothing shows on the site until then', async () => {
  await openSection('/admin/licences', 'No Licences Yet', { ...base, 'GET /api/admin/licences': { body: [] } });
  assert.match(
    document.body.textContent!,
    /FSSAI licence, Import Export Code \(IEC\), APEDA RCMC, GSTIN, GlobalGAP certificate and phytosanitary certificates/,
  );
  getText('Nothing shows on the site until you add an entry.');
  assert.ok(document.querySelector('[aria-current="page"]')?.textContent?.includes('Licences & certificates'));
});

test('the list: type, number, validity; a warning within 30 days (amber) and once expired (red), none beyond', async () => {
  await openSection('/admin/licences', 'AAPFU0939F', { ...base, 'GET /api/admin/licences': { body: [fssai, iec, phyto, globalgap] } });
  const row = (id: number) => document.querySelector(`tr[data-licence-id="${id}"]`)!;
  const warnings = (id: number) =>
    [...row(id).querySelectorAll('[data-warning]')].map((w) => `${w.getAttribute('data-warning')}: ${w.textContent}`);
  assert.deepEqual(new Set(warnings(1)), new Set(['expiring: Expires in 12 days']));
  assert.deepEqual(warnings(2), [], 'an IEC does not expire');
  assert.deepEqual(new Set(warnings(3)), new Set(['expired: Expired']));
  assert.deepEqual(warnings(4), [], '31 days ahead: no warning yet');
  assert.match(row(1).textContent!, /FSSAI licence\s*11521999000123\s*Issued by FSSAI, Maharashtra/);
  assert.match(row(2).textContent!, /From 1 Apr 2024, no expiry/);
  assert.match(row(4).textContent!, /Inactive/);
  assert.equal(row(2).querySelector('a')?.getAttribute('href'), iec.document);
  getText('Document (PDF)');
});

test('add: the number is checked by its type before sending; a valid entry with an uploaded PDF is created', async () => {
  const xhr = stubXhr();
  let list: Licence[] = [];
  const calls = await openSection('/admin/licences', 'No Licences Yet', {
    ...base,
    'GET /api/admin/licences': () => ({ body: list }),
    'POST /api/admin/licences': (call) => {
      list = [licence(9, call.body as Partial<Licence>)];
      return { status: 201, body: list[0] };
    },
  });
  await click(getButton('Add Licence'));
  const form = dialog();
  await type(getField('Number', form), '1152199900012');
  await type(getField('Issued by', form), 'FSSAI, Maharashtra');
  await type(getField('Valid from', form), '2025-04-01');
  await type(getField('Valid until', form), '2025-03-31');
  await click(getButton('Create', form));
  getText('An FSSAI licence number is 14 digits', form);
  getText('Valid until must be on or after valid from', form);
  assert.equal(calls.filter((c) => c.method === 'POST').length, 0);

  await type(getField('Number', form), '11521999000123');
  await type(getField('Valid until', form), '2030-03-31');
  await chooseFiles(getField('Document file', form), [imageFile('notes.txt', 100, 'text/plain')]);
  getText('Please select a PDF document or an image file', form);
  await chooseFiles(getField('Document file', form), [imageFile('fssai.pdf', 10 * 1024 * 1024 + 1, 'application/pdf')]);
  getText('File size must be less than 10MB', form);
  await chooseFiles(getField('Document file', form), [imageFile('fssai.pdf', 4096, 'application/pdf')]);
  const upload = xhr.instances[0]!;
  assert.equal(upload.url, '/api/admin/upload/single?use=document');
  const pdf = makeMediaItem(5, 'fssai.pdf', { url: `/uploads/${'e'.repeat(32)}.pdf`, mimeType: 'application/pdf' });
  await upload.respond(201, JSON.stringify({ path: pdf.url, media: pdf }));
  await waitFor(() => getText('Open the PDF', form));
  await click(getButton('Create', form));
  await waitForToast('Licence created successfully');
  assert.deepEqual(calls.find((c) => c.method === 'POST')?.body, {
    type: 'fssai',
    number: '11521999000123',
    issuer: 'FSSAI, Maharashtra',
    validFrom: '2025-04-01',
    validUntil: '2030-03-31',
    isActive: true,
    document: pdf.url,
  });
  await waitFor(() => getText('11521999000123'));
});

test('an IEC needs no end date; the server\u2019s refusal shows beside its field; delete asks first', async () => {
  const calls = await openSection('/admin/licences', 'AAPFU0939F', {
    ...base,
    'GET /api/admin/licences': { body: [iec] },
    'PUT /api/admin/licences/2': {
      status: 409,
      body: {
        message: 'An entry of this type with this number already exists',
        code: 'conflict',
        fields: { number: 'Already in the list' },
      },
    },
    'DELETE /api/admin/licences/2': { status: 204 },
  });
  await click(getButton('Edit Import Export Code (IEC) AAPFU0939F'));
  const form = dialog();
  getText('Leave empty if it does not expire', form);
  await click(getButton('Update', form));
  await waitForFailureToast('Failed to update licence', 'An entry of this type with this number already exists');
  getText('Already in the list', form);
  const sent = calls.find((c) => c.method === 'PUT')!.body as { validUntil: unknown };
  assert.equal(sent.validUntil, null);
  await click(getButton('Cancel', form));
  await click(getButton('Delete Import Export Code (IEC) AAPFU0939F'));
  await confirmDelete('Are you sure you want to delete this licence?');
  await waitForToast('Licence deleted successfully');
  assert.ok(calls.some((c) => c.method === 'DELETE' && c.url === '/api/admin/licences/2'));
  assert.equal(queryText('Failed to delete licence'), null);
});

test('a document is picked from the media library, PDFs offered beside images as document tiles', async () => {
  const pdf = makeMediaItem(7, 'globalgap-2026.pdf', {
    filename: `${'f'.repeat(32)}.pdf`,
    url: `/uploads/${'f'.repeat(32)}.pdf`,
    mimeType: 'application/pdf',
  });
  const calls = await openSection('/admin/licences', 'AAPFU0939F', {
    ...base,
    'GET /api/admin/licences': { body: [iec] },
    'GET /api/media': { body: [pdf, makeMediaItem(8, 'scan.png')] },
    'PUT /api/admin/licences/2': (call) => ({ body: { ...iec, ...(call.body as object) } }),
  });
  await click(getButton('Edit Import Export Code (IEC) AAPFU0939F'));
  await click(getButton('Choose from Library', dialog()));
  const picker = dialog();
  await waitFor(() => getText('globalgap-2026.pdf', picker));
  getText('scan.png', picker);
  assert.ok(getText('globalgap-2026.pdf', picker).closest('li')!.querySelector('[data-document-tile]'));
  await click(getText('globalgap-2026.pdf', picker).closest('button')!);
  const form = dialog();
  await waitFor(() => getText('Open the PDF', form));
  await click(getButton('Update', form));
  await waitForToast('Licence updated successfully');
  assert.equal((calls.find((c) => c.method === 'PUT')!.body as { document: string }).document, pdf.url);
});
