import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { BUILT_ADMIN, startBuiltServer } from '../tooling/harness/built-server';
import { ROOT } from '../tooling/harness/root';
import { SiteClient } from '../tooling/harness/site-client';

// ICU's locale data (4-6 MiB of the node executable's pages, once a number or a date is formatted by locale)
// and its normalization data (about 1 MiB) stay in a process's memory once loaded. The server starts, seeds, serves
// its public pages and logs the owner in without either: src/tooling/harness/icu-spy.mjs reports each call that loads them.
const SPY = path.join(ROOT, 'src/tooling/harness/icu-spy.mjs');
const icuUse = (output: string) => output.split('\n').filter((line) => line.startsWith('ICU-USE'));

test("the ICU spy reports each call that loads ICU's data", () => {
  const run = spawnSync(
    process.execPath,
    ['--import', SPY, '-e', "(1e5).toLocaleString('en-IN'); 'abc'.normalize('NFC'); Intl.NumberFormat.supportedLocalesOf(['en-IN'])"],
    { encoding: 'utf8' },
  );
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(
    icuUse(run.stderr).map((line) => line.split(' ')[1]),
    ['Number.prototype.toLocaleString', 'String.prototype.normalize', 'Intl.NumberFormat.supportedLocalesOf'],
  );
});

test("a first start, every public page, the owner logging in and an enquiry to the export load none of ICU's data", async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fruit-icu-'));
  const server = await startBuiltServer({ dataDir, timeoutMs: 60_000, env: { SEED_DEMO: 'true', NODE_OPTIONS: `--import=${SPY}` } });
  try {
    const client = new SiteClient(server.url);
    const products = (await (await client.get('/api/products')).json()) as Array<{ slug: string }>;
    assert.ok(products.length > 0, 'the starter catalogue was seeded');
    const pages = [
      '/',
      '/about',
      '/products',
      '/products?category=1',
      `/products/${products[0]!.slug}`,
      '/seasons',
      '/seasons/march',
      '/gallery',
      '/contact',
      '/robots.txt',
      '/sitemap.xml',
    ];
    for (const page of pages) assert.equal((await client.get(page)).status, 200, page);
    assert.equal((await client.get('/no-such-page')).status, 404);
    assert.equal((await client.post('/api/auth/login', { json: { ...BUILT_ADMIN, password: 'not the password' } })).status, 401);
    assert.equal((await client.post('/api/auth/login', { json: BUILT_ADMIN })).status, 200);
    assert.equal((await client.get('/admin')).status, 200);
    const enquiry = {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '+91 98200 00000',
      subject: 'Apples',
      message: 'Fuji, 200 cartons.',
    };
    assert.equal((await client.post('/api/contact', { json: enquiry })).status, 201);
    // The export writes each enquiry's time in India time.
    assert.match(await (await client.get('/api/admin/enquiries.csv')).text(), /\n"\d{4}-\d{2}-\d{2} \d{2}:\d{2}","Ravi Kumar",/);
  } finally {
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  assert.match(server.output(), new RegExp(`^ICU-SPY ${server.child.pid}$`, 'm'), 'the spy was in the server');
  assert.deepEqual(icuUse(server.output()), []);
});
