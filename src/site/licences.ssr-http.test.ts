// Licences and certificates on the public site over real HTTP: the footer's FSSAI line on every page, the about
// page's block with its download links, and nothing for an entry that is off, not yet valid or expired.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { todayInIndia } from '../shared/licences';
import { parseHtml, textOf } from '../test/dom/site';
import { licenceInput } from '../test/licence-input';
import { useAdmin, useTestApp } from '../test/start-test-app';
import { multipartForm } from '../tooling/harness/images';
import { makePdf } from '../tooling/harness/pdf';

const PAGES = ['/', '/about', '/products', '/gallery', '/contact', '/no-such-page'];

describe('licences on the public site', () => {
  const app = useTestApp({ seed: true });
  const admin = useAdmin(app);
  const html = async (path: string) => (await app.client().get(path)).text();
  const create = async (fields: Record<string, unknown>) => {
    const res = await admin.post('/api/admin/licences', { json: licenceInput(fields) });
    assert.equal(res.status, 201, await res.clone().text());
    return (await res.json()) as { id: number };
  };

  test('with the starter content (no licences): no footer line, no about block', async () => {
    for (const path of PAGES) assert.doesNotMatch(textOf(await html(path)), /FSSAI/, path);
    assert.equal(parseHtml(await html('/about')).getElementById('licences-title'), null);
  });

  test('an expired, a switched-off or a not-yet-valid FSSAI licence shows nowhere', async () => {
    const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000);
    const ids = [
      (await create({ validFrom: '2020-01-01', validUntil: '2021-12-31' })).id,
      (await create({ number: '22222222222222', isActive: false })).id,
      (await create({ number: '33333333333333', validFrom: todayInIndia(tomorrow) })).id,
    ];
    for (const path of ['/', '/about']) {
      const text = textOf(await html(path));
      assert.doesNotMatch(text, /FSSAI|11521999000123|22222222222222|33333333333333/, path);
    }
    for (const id of ids) await admin.delete(`/api/admin/licences/${id}`);
  });

  test('an active, valid FSSAI licence: "FSSAI Lic. No." in the footer of every page; the about page lists each shown entry with its document', async () => {
    const upload = await admin.post('/api/admin/upload/single?use=document', {
      body: multipartForm('file', [{ name: 'globalgap.pdf', type: 'application/pdf', data: makePdf() }]),
    });
    const pdf = (await upload.json()).path as string;
    const ids = [
      (await create({})).id,
      (await create({ type: 'globalgap', number: '4049929000000', issuer: 'GLOBALG.A.P.', validUntil: '2099-01-15', document: pdf })).id,
      (await create({ type: 'iec', number: 'AAPFU0939F', issuer: 'DGFT', validUntil: null })).id,
      (
        await create({
          type: 'phytosanitary',
          number: 'PSC-2020-1',
          issuer: 'Plant Quarantine',
          validFrom: '2020-01-01',
          validUntil: '2020-12-31',
        })
      ).id,
    ];
    for (const path of PAGES) {
      const footer = parseHtml(await html(path)).querySelector('footer')!;
      assert.match(footer.textContent!, /FSSAI Lic\. No\. 11521999000123/, path);
    }
    const about = parseHtml(await html('/about'));
    const block = about.getElementById('licences-title')!.closest('section')!;
    const items = [...block.querySelectorAll('li')];
    assert.deepEqual(
      items.map((li) => li.getAttribute('data-licence')),
      ['fssai', 'globalgap', 'iec'],
      "in the owner's order (here as added); the expired phytosanitary certificate is left out",
    );
    const text = textOf(block.outerHTML);
    assert.match(text, /FSSAI licence\s+No\.\s+11521999000123\s+Issued by FSSAI, Maharashtra\s+Valid 1 Apr 2024 to 31 Mar 2099/);
    assert.match(text, /Import Export Code \(IEC\)\s+No\.\s+AAPFU0939F\s+Issued by DGFT\s+Valid from 1 Apr 2024/);
    assert.doesNotMatch(text, /PSC-2020-1|Phytosanitary/);
    const link = items[1]!.querySelector('a')!;
    assert.equal(link.getAttribute('href'), pdf);
    assert.ok(link.hasAttribute('download'));
    assert.match(link.textContent!, /Download \(PDF\)\s*GlobalGAP certificate 4049929000000/);
    assert.equal(items[0]!.querySelector('a'), null, 'no document, no link');

    // Switched off: gone from the footer and the block at once (the write clears the cached pages).
    await admin.put(`/api/admin/licences/${ids[0]}`, { json: licenceInput({ isActive: false }) });
    assert.doesNotMatch(textOf(await html('/')), /FSSAI Lic/);
    assert.doesNotMatch(textOf(await html('/about')), /11521999000123/);
    for (const id of ids) await admin.delete(`/api/admin/licences/${id}`);
  });
});

describe('a licence expiring with no admin write', () => {
  // 23:59 India time on 15 November 2026, the licence's last day; the India month goes on, so only the expiry ends it.
  const clock = { time: Date.UTC(2026, 10, 15, 18, 29) };
  const app = useTestApp({ now: () => clock.time });
  const admin = useAdmin(app);

  test('is shown until midnight India time after its last day, by the app and by a shared cache, and not after', async () => {
    const created = await admin.post('/api/admin/licences', { json: licenceInput({ validFrom: '2025-01-01', validUntil: '2026-11-15' }) });
    assert.equal(created.status, 201, await created.clone().text());
    const before = await app.client().get('/about');
    assert.match(textOf(await before.text()), /FSSAI Lic\. No\. 11521999000123/);
    assert.equal(
      before.headers.get('cache-control'),
      'public, max-age=0, s-maxage=60, stale-while-revalidate=0',
      'a shared cache keeps it no later than midnight',
    );
    await app.client().get('/about'); // the same copy, from the cache

    clock.time = Date.UTC(2026, 10, 15, 18, 30);
    const after = await app.client().get('/about');
    assert.doesNotMatch(textOf(await after.text()), /FSSAI/);
    assert.equal(after.headers.get('cache-control'), 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });
});
