import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { BUILT_ADMIN, startBuiltServer } from '../../../harness/built-server';
import { makePng, multipartForm } from '../../../harness/images';
import { SiteClient } from '../../../harness/site-client';

const carriesLibvips = (pid: number) => readFileSync(`/proc/${pid}/maps`, 'utf8').includes('libvips');

test('the image library is loaded with the first image, not at start: serving pages never carries it', {
  skip: process.platform !== 'linux',
}, async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fruit-lazy-sharp-'));
  const server = await startBuiltServer({ dataDir });
  try {
    const pid = server.child.pid!;
    const client = new SiteClient(server.url);
    for (const page of ['/', '/products', '/gallery', '/about', '/contact']) assert.equal((await client.get(page)).status, 200);
    assert.equal(carriesLibvips(pid), false, 'no image work yet: libvips is not loaded');

    assert.equal((await client.post('/api/auth/login', { json: BUILT_ADMIN })).status, 200);
    const upload = await client.post('/api/admin/upload/single', {
      body: multipartForm('file', [{ name: 'a.png', type: 'image/png', data: await makePng() }]),
    });
    assert.equal(upload.status, 201);
    assert.equal(carriesLibvips(pid), true, 'the upload loaded it');
  } finally {
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
