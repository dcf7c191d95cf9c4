import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { until } from '../../../test/until';
import { BUILT_ADMIN, startBuiltServer } from '../../../tooling/harness/built-server';
import { makePng, multipartForm } from '../../../tooling/harness/images';
import { SiteClient } from '../../../tooling/harness/site-client';
import { IMAGE_PROCESS_IDLE_MS } from '../media/image-process';

const carriesLibvips = (pid: number) => readFileSync(`/proc/${pid}/maps`, 'utf8').includes('libvips');
const childrenOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);

test('the image library never loads in the server: a short-lived image process does the work and leaves with its memory', {
  skip: process.platform !== 'linux',
}, async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fruit-lazy-sharp-'));
  // Unseeded, to keep it quick: the starter images of a first start go through the same mediaService.store.
  const server = await startBuiltServer({ dataDir });
  try {
    const pid = server.child.pid!;
    const client = new SiteClient(server.url);
    for (const page of ['/', '/products', '/gallery', '/about', '/contact']) assert.equal((await client.get(page)).status, 200);
    assert.equal(carriesLibvips(pid), false, 'no image work yet: libvips is not loaded');

    assert.equal((await client.post('/api/auth/login', { json: BUILT_ADMIN })).status, 200);
    let sawWorker = false;
    const watch = setInterval(() => {
      for (const child of childrenOf(pid)) if (carriesLibvips(child)) sawWorker = true;
    }, 20);
    const upload = await client.post('/api/admin/upload/single', {
      body: multipartForm('file', [{ name: 'a.png', type: 'image/png', data: await makePng() }]),
    });
    clearInterval(watch);
    assert.equal(upload.status, 201);
    assert.equal(sawWorker, true, 'a child process with libvips made the image');
    assert.equal(carriesLibvips(pid), false, 'the upload did not load libvips into the server');
    const { path: stored } = (await upload.json()) as { path: string };
    for (const width of [320, 1600])
      assert.equal((await client.get(`${stored.replace(/\.\w+$/, '')}-${width}`)).status, 200, `variant ${width}`);

    await until(() => childrenOf(pid).length === 0, 'the image process to exit once idle', IMAGE_PROCESS_IDLE_MS + 10_000);
  } finally {
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
