import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gstinCheckCharacter } from '../../../shared/gstin';
import { type Licence, licenceWarning, nextLicenceChange, todayInIndia } from '../../../shared/licences';
import { licenceInput } from '../../../test/licence-input';
import { useAdmin, useTestApp } from '../../../test/start-test-app';
import { makePng, multipartForm } from '../../../tooling/harness/images';
import { makePdf } from '../../../tooling/harness/pdf';

const GSTIN_14 = '27AAPFU0939F1Z';
const GSTIN = `${GSTIN_14}${gstinCheckCharacter(GSTIN_14)}`;
const wrongCheck = `${GSTIN_14}${gstinCheckCharacter(GSTIN_14) === 'A' ? 'B' : 'A'}`;

describe('licences and certificates API', () => {
  const app = useTestApp();
  const admin = useAdmin(app);

  test('starts empty (no invented numbers), and is the admin\u2019s alone', async () => {
    assert.deepEqual(await (await admin.get('/api/admin/licences')).json(), []);
    assert.equal((await app.client().get('/api/admin/licences')).status, 401);
    assert.equal((await app.client().post('/api/admin/licences', { json: licenceInput() })).status, 401);
  });

  test('validation table: each number by its type, dates, until >= from, each with a message on its field', async () => {
    const cases: Array<[string, Record<string, unknown>, string, RegExp]> = [
      ['FSSAI 13 digits', { number: '1152199900012' }, 'number', /FSSAI licence number is 14 digits/],
      ['FSSAI with a letter', { number: '1152199900012A' }, 'number', /14 digits/],
      ['IEC 9 characters', { type: 'iec', number: 'AAPFU0939', validUntil: null }, 'number', /IEC is 10 letters or digits/],
      ['IEC with a dash', { type: 'iec', number: 'AAPFU-0939', validUntil: null }, 'number', /IEC/],
      ['GSTIN wrong check character', { type: 'gstin', number: wrongCheck, validUntil: null }, 'number', /check character/],
      ['GSTIN 14 characters', { type: 'gstin', number: GSTIN_14, validUntil: null }, 'number', /GSTIN is 15 characters/],
      ['unknown type', { type: 'halal' }, 'type', /Choose the type/],
      ['empty number', { number: '  ' }, 'number', /Number is required/],
      ['empty issuer', { issuer: '' }, 'issuer', /Issuer is required/],
      ['no valid from', { validFrom: '' }, 'validFrom', /Valid from is required/],
      ['31 February', { validFrom: '2025-02-31' }, 'validFrom', /valid date/],
      ['a date in another format', { validUntil: '31/03/2026' }, 'validUntil', /valid date/],
      ['until before from', { validFrom: '2025-04-01', validUntil: '2025-03-31' }, 'validUntil', /on or after valid from/],
      ['FSSAI without an end date', { validUntil: null }, 'validUntil', /required for this type/],
      ['a document that is not an upload path', { document: 'https://evil.example/x.pdf' }, 'document', /uploaded PDF or image/],
      ['a document this site never issued', { document: `/uploads/${'a'.repeat(32)}.pdf` }, 'document', /uploaded to this site/],
      ['a line break in the issuer', { issuer: 'FSSAI\r\nX-Bad: 1' }, 'issuer', /single line/],
      ['active not a boolean', { isActive: 'yes' }, 'isActive', /true or false/],
    ];
    for (const [name, fields, field, message] of cases) {
      const res = await admin.post('/api/admin/licences', { json: licenceInput(fields) });
      assert.equal(res.status, 400, name);
      const body = await res.json();
      assert.match(body.fields?.[field] ?? '', message, `${name}: ${JSON.stringify(body)}`);
      assert.ok(!JSON.stringify(body).includes('    at '), 'no stack trace');
    }
    assert.deepEqual(await (await admin.get('/api/admin/licences')).json(), [], 'nothing half-written');
  });

  test('valid numbers of each type are stored, normalised (spaces dropped, upper case); types without expiry need no end date', async () => {
    const created: Licence[] = [];
    for (const fields of [
      { number: '1152 1999 0001 23' },
      { type: 'iec', number: 'aapfu0939f', issuer: 'DGFT', validUntil: null },
      { type: 'gstin', number: GSTIN.toLowerCase(), issuer: 'GSTN', validUntil: '' },
      { type: 'apeda_rcmc', number: 'RCMC/APEDA/01234/2024-25', issuer: 'APEDA', validUntil: '2029-03-31' },
      { type: 'globalgap', number: '4049929000000', issuer: 'GLOBALG.A.P.', validUntil: '2027-01-15' },
      { type: 'phytosanitary', number: 'PSC-2026-118', issuer: 'Plant Quarantine, Mumbai', validUntil: '2026-12-31' },
      { type: 'other', number: 'APMC-LIC-77', issuer: 'APMC Vashi', validUntil: null },
    ]) {
      const res = await admin.post('/api/admin/licences', { json: licenceInput(fields) });
      assert.equal(res.status, 201, `${JSON.stringify(fields)}: ${await res.clone().text()}`);
      created.push(await res.json());
    }
    assert.equal(created[0]!.number, '11521999000123');
    assert.equal(created[1]!.number, 'AAPFU0939F');
    assert.equal(created[2]!.number, GSTIN);
    assert.equal(created[2]!.validUntil, null);
    const list = (await (await admin.get('/api/admin/licences')).json()) as Licence[];
    // Each new one goes last: the owner arranges them (src/decisions/owner-order.md).
    assert.deepEqual(
      list.map((l) => l.type),
      ['fssai', 'iec', 'gstin', 'apeda_rcmc', 'globalgap', 'phytosanitary', 'other'],
    );
    const duplicate = await admin.post('/api/admin/licences', { json: licenceInput() });
    assert.equal(duplicate.status, 409);
    assert.match((await duplicate.json()).message, /already exists/);

    const off = await admin.put(`/api/admin/licences/${created[0]!.id}`, { json: licenceInput({ isActive: false }) });
    assert.equal(off.status, 200);
    assert.equal((await off.json()).isActive, false);
    assert.equal((await admin.put('/api/admin/licences/9999', { json: licenceInput({ number: '99999999999999' }) })).status, 404);
    for (const l of created) assert.equal((await admin.delete(`/api/admin/licences/${l.id}`)).status, 204);
    assert.equal((await admin.delete(`/api/admin/licences/${created[0]!.id}`)).status, 404);
  });

  test('a document in use by a licence cannot be deleted from the library, and the refusal names the licence', async () => {
    const upload = async (name: string, data: Buffer) =>
      (
        await (
          await admin.post('/api/admin/upload/single?use=document', {
            body: multipartForm('file', [{ name, type: 'application/pdf', data }]),
          })
        ).json()
      ).media as { id: number; url: string };
    const pdf = await upload('fssai.pdf', makePdf());
    const scan = await upload('scan.png', await makePng());
    const res = await admin.post('/api/admin/licences', { json: licenceInput({ document: pdf.url }) });
    assert.equal(res.status, 201);
    const licence = (await res.json()) as Licence;
    assert.equal(licence.document, pdf.url);
    const refused = await admin.delete(`/api/admin/media/${pdf.id}`);
    assert.equal(refused.status, 409);
    assert.match((await refused.json()).message, /in use by licence "11521999000123"/);
    // An image is a document too; the PDF is free once the licence points elsewhere.
    assert.equal((await admin.put(`/api/admin/licences/${licence.id}`, { json: licenceInput({ document: scan.url }) })).status, 200);
    assert.equal((await admin.delete(`/api/admin/media/${pdf.id}`)).status, 204);
    await admin.delete(`/api/admin/licences/${licence.id}`);
  });

  test('the PDF of a licence the site does not show is 404 to visitors and the owner\u2019s alone; no PDF is cached as immutable', async () => {
    const upload = async (name: string) =>
      (
        await (
          await admin.post('/api/admin/upload/single?use=document', {
            body: multipartForm('file', [{ name, type: 'application/pdf', data: makePdf() }]),
          })
        ).json()
      ).media as { id: number; url: string };
    const pdf = await upload('fssai-licence.pdf');
    const loose = await upload('price-list.pdf');
    const res = await admin.post('/api/admin/licences', { json: licenceInput({ document: pdf.url }) });
    assert.equal(res.status, 201);
    const licence = (await res.json()) as Licence;
    const visitor = () => app.client().get(pdf.url);

    const shown = await visitor();
    assert.equal(shown.status, 200);
    assert.equal(shown.headers.get('cache-control'), 'no-cache');
    assert.equal((await app.client().get(loose.url)).headers.get('cache-control'), 'no-cache', 'a library PDF: no-cache too');

    assert.equal(
      (await admin.put(`/api/admin/licences/${licence.id}`, { json: licenceInput({ document: pdf.url, isActive: false }) })).status,
      200,
    );
    assert.equal((await visitor()).status, 404, 'inactive: hidden from visitors');
    const owners = await admin.get(pdf.url);
    assert.equal(owners.status, 200, 'the owner still opens it from the admin');
    assert.equal(owners.headers.get('cache-control'), 'private, no-store');
    assert.equal((await app.client().get(loose.url)).status, 200, 'a PDF no licence holds is not affected');

    // Expired is not shown either.
    const expired = licenceInput({ document: pdf.url, validFrom: '2020-01-01', validUntil: '2021-01-01' });
    assert.equal((await admin.put(`/api/admin/licences/${licence.id}`, { json: expired })).status, 200);
    assert.equal((await visitor()).status, 404, 'expired: hidden');

    assert.equal((await admin.put(`/api/admin/licences/${licence.id}`, { json: licenceInput({ document: pdf.url }) })).status, 200);
    assert.equal((await visitor()).status, 200, 'shown again');
    await admin.delete(`/api/admin/licences/${licence.id}`);
  });

  test('every write clears the public pages\u2019 cache', async () => {
    await app.client().get('/about');
    assert.ok(app.pages.cache.size > 0);
    const res = await admin.post('/api/admin/licences', { json: licenceInput() });
    assert.equal(app.pages.cache.size, 0);
    await app.client().get('/about');
    assert.ok(app.pages.cache.size > 0);
    await admin.delete(`/api/admin/licences/${(await res.json()).id}`);
    assert.equal(app.pages.cache.size, 0);
  });
});

describe('licence validity in India time', () => {
  const at = (iso: string) => new Date(iso);
  test('today is India\u2019s calendar day; the warning comes 30 days ahead and stays once expired', () => {
    assert.equal(todayInIndia(at('2026-03-31T18:29:59Z')), '2026-03-31');
    assert.equal(todayInIndia(at('2026-03-31T18:30:00Z')), '2026-04-01');
    assert.equal(licenceWarning({ validUntil: null }, '2026-03-01'), null);
    assert.equal(licenceWarning({ validUntil: '2026-05-01' }, '2026-03-31'), null);
    assert.deepEqual(licenceWarning({ validUntil: '2026-04-30' }, '2026-03-31'), { kind: 'expiring', days: 30 });
    assert.deepEqual(licenceWarning({ validUntil: '2026-03-31' }, '2026-03-31'), { kind: 'expiring', days: 0 });
    assert.deepEqual(licenceWarning({ validUntil: '2026-03-30' }, '2026-03-31'), { kind: 'expired' });
  });

  test('the next change is the next start of validity or the midnight after a last day, active entries only', () => {
    const l = (validFrom: string, validUntil: string | null, isActive = true) => ({ validFrom, validUntil, isActive });
    const now = at('2026-03-31T12:00:00Z');
    assert.equal(nextLicenceChange([l('2025-01-01', '2026-03-31')], now)?.toISOString(), '2026-03-31T18:30:00.000Z');
    assert.equal(nextLicenceChange([l('2025-01-01', '2027-01-01'), l('2026-04-10', null)], now)?.toISOString(), '2026-04-09T18:30:00.000Z');
    assert.equal(nextLicenceChange([l('2025-01-01', null), l('2025-01-01', '2026-04-01', false)], now), undefined);
  });
});
