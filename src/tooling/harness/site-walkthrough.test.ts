// run-tests: alone (heavy: its own process keeps the shared ones short)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../test/start-test-app';
import { walkThroughSite } from './site-walkthrough';

describe('the site walkthrough (used on restored backups and deployments)', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ seed: true });
  });
  after(() => app.close());

  test('passes on the starter site, as a script and as a browser on the same origin, and leaves no trace', async () => {
    const counts = () => ({
      categories: app.deps.categories.listAll().length,
      products: app.deps.products.listAll().length,
      folders: app.deps.gallery.listFolders().length,
      media: app.deps.media.list('').length,
      enquiries: app.deps.enquiries.list().length,
      files: app.uploadedFiles().sort(),
    });
    const before = counts();
    const site = await (await fetch(`${app.url}/api/site-settings`)).json();
    for (const asBrowser of [false, true]) {
      const walk = await walkThroughSite(app.url, { credentials: TEST_ADMIN, asBrowser });
      assert.equal(walk.steps.length, 8);
      assert.ok(walk.requests > 60, `${walk.requests} requests`);
    }
    assert.deepEqual(counts(), before);
    assert.deepEqual(await (await fetch(`${app.url}/api/site-settings`)).json(), site);
    assert.deepEqual(app.leftoverTempFiles(), []);
  });

  test('a step that fails half-way leaves no trace: settings put back, what it made deleted', async () => {
    const counts = () => ({
      categories: app.deps.categories.listAll().length,
      products: app.deps.products.listAll().length,
      media: app.deps.media.list('').length,
      files: app.uploadedFiles().sort(),
    });
    const before = counts();
    const site = await (await fetch(`${app.url}/api/site-settings`)).json();
    const realFetch = globalThis.fetch;
    // The network fails on one request: the home page check after the hero title change, then the product create.
    for (const failing of [
      (url: string, method: string) => method === 'GET' && url === `${app.url}/`,
      (url: string, method: string) => method === 'POST' && url.endsWith('/api/admin/products'),
    ]) {
      let armed = false;
      globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const method = init?.method ?? 'GET';
        if (method === 'PUT' && url.endsWith('/api/admin/site-settings')) armed = true;
        if (armed && failing(url, method)) throw new TypeError('fetch failed (injected)');
        return realFetch(input, init);
      }) as typeof fetch;
      try {
        await assert.rejects(walkThroughSite(app.url, { credentials: TEST_ADMIN }), /injected/);
      } finally {
        globalThis.fetch = realFetch;
      }
      assert.deepEqual(counts(), before);
      assert.deepEqual(await (await fetch(`${app.url}/api/site-settings`)).json(), site);
    }
  });

  test('fails, naming the request, when the site does not work', async () => {
    await assert.rejects(
      walkThroughSite(app.url, { credentials: { ...TEST_ADMIN, password: 'not the password at all' } }),
      /POST \/api\/auth\/login: expected 200, got 401/,
    );
    const owner = await app.admin();
    await owner.put('/api/admin/site-settings', { json: { isOnline: false } });
    try {
      await assert.rejects(walkThroughSite(app.url, { credentials: TEST_ADMIN }), /GET \/: expected 200, got 503/);
    } finally {
      await owner.put('/api/admin/site-settings', { json: { isOnline: true } });
    }
  });
});
