import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import Koa from 'koa';
import { UPLOAD } from '../../../shared/constants';
import { DOCUMENT_PATH_PATTERN, UPLOAD_PATH_PATTERN } from '../../../shared/upload-names';
import { startTestApp, useAdmin, useTestApp } from '../../../test/start-test-app';
import { makePng, multipartForm } from '../../../tooling/harness/images';
import { makePdf } from '../../../tooling/harness/pdf';
import type { SiteClient } from '../../../tooling/harness/site-client';
import { createBackup } from '../../backup/create-backup';
import { restoreBackup } from '../../backup/restore-backup';
import { attachAsDownload } from '../../static/static.routes';
import { isPdf } from './detect-image-type';

/** The Content-Disposition Koa sends for a PDF uploaded under `originalName`. */
function downloadHeader(originalName: string): string | undefined {
  const req = new IncomingMessage(new Socket());
  const ctx = new Koa().createContext(req, new ServerResponse(req));
  attachAsDownload(ctx, originalName, 'pdf');
  return ctx.response.get('Content-Disposition');
}

const single = (c: SiteClient, name: string, type: string, data: Buffer, use = 'document') =>
  c.post(`/api/admin/upload/single?use=${use}`, { body: multipartForm('file', [{ name, type, data }]) });

describe('PDF documents', () => {
  test('isPdf reads the %PDF- header, nothing else', async () => {
    assert.equal(isPdf(makePdf()), true);
    assert.equal(isPdf(Buffer.from('%PDF')), false);
    assert.equal(isPdf(await makePng()), false);
    assert.equal(isPdf(Buffer.from(' %PDF-1.4')), false);
  });

  test('the download names the original file, safely: quotes, separators and control characters replaced, UTF-8 in filename*', () => {
    assert.equal(downloadHeader('FSSAI licence.pdf'), 'attachment; filename="FSSAI licence.pdf"');
    assert.equal(downloadHeader('a"; filename=evil.html\\x'), 'attachment; filename="a_; filename=evil.html_x.pdf"');
    assert.equal(downloadHeader('../../etc/passwd'), 'attachment; filename=".._.._etc_passwd.pdf"');
    assert.equal(downloadHeader('tab\tand\u007fdel.PDF'), 'attachment; filename="tab_and_del.PDF"');
    assert.equal(
      downloadHeader('Zertifikat Äpfel.pdf'),
      `attachment; filename="Zertifikat _pfel.pdf"; filename*=UTF-8''Zertifikat%20%C3%84pfel.pdf`,
    );
    assert.equal(
      downloadHeader("it's (new)\u2028.pdf"),
      `attachment; filename="it's (new)_.pdf"; filename*=UTF-8''it%27s%20%28new%29%E2%80%A8.pdf`,
    );
    for (const name of ['', '  ', '.', '..'])
      assert.equal(downloadHeader(name), 'attachment; filename="document.pdf"', JSON.stringify(name));
    assert.equal(downloadHeader('report'), 'attachment; filename="report.pdf"');
  });

  describe('upload API', () => {
    const app = useTestApp({ noTempFilesLeft: true });
    const admin = useAdmin(app);

    test('PDF bytes are stored as a PDF whatever the name says, in the media library with size and original name, no variants', async () => {
      const before = app.uploadedFiles().length;
      const res = await single(admin, 'certificate.png', 'image/png', makePdf());
      assert.equal(res.status, 201, await res.clone().text());
      const { path: stored, media } = await res.json();
      assert.match(stored, DOCUMENT_PATH_PATTERN);
      assert.ok(stored.endsWith('.pdf'));
      assert.doesNotMatch(stored, UPLOAD_PATH_PATTERN, 'a PDF is never an image path');
      assert.equal(media.mimeType, 'application/pdf');
      assert.equal(media.originalName, 'certificate.png');
      assert.equal(media.size, makePdf().length);
      assert.equal(media.width, null);
      assert.equal(app.uploadedFiles().length, before + 1, 'one file: no image variants for a PDF');
      const library = (await (await admin.get('/api/media')).json()) as Array<{ url: string; mimeType: string }>;
      assert.ok(library.some((m) => m.url === stored && m.mimeType === 'application/pdf'));
    });

    test('a .pdf name with PNG bytes is refused; so is anything that is neither a PDF nor an image', async () => {
      const before = app.uploadedFiles().length;
      const png = await single(admin, 'licence.pdf', 'application/pdf', await makePng());
      assert.equal(png.status, 415);
      assert.equal((await png.json()).message, '"licence.pdf" is not a PDF document');
      const html = await single(admin, 'x.pdf', 'application/pdf', Buffer.from('<html><script>alert(1)</script>'));
      assert.equal(html.status, 415);
      const text = await single(admin, 'notes.txt', 'text/plain', Buffer.from('hello'));
      assert.equal(text.status, 415);
      assert.match((await text.json()).message, /not a PDF document or a JPG, PNG, WebP or SVG image/);
      assert.equal(app.uploadedFiles().length, before);
    });

    test('a PDF with a script or an attached file is refused with how to make a clean copy, nothing written; in a batch, the whole batch', async () => {
      const before = app.uploadedFiles().length;
      const scripted = Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction<</S/JavaScript/JS(app.launchURL\\(\\"https://evil.example\\"\\))>>>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
        'latin1',
      );
      const refused = await single(admin, 'FSSAI licence.pdf', 'application/pdf', scripted);
      assert.equal(refused.status, 415);
      assert.match(
        (await refused.json()).message,
        /^"FSSAI licence\.pdf": This PDF contains scripts, actions or attached files.*save it as a new PDF/,
      );
      const batch = await admin.post('/api/admin/media/upload', {
        body: multipartForm('files', [
          { name: 'iec.pdf', type: 'application/pdf', data: makePdf() },
          {
            name: 'attached.pdf',
            type: 'application/pdf',
            data: Buffer.from(
              makePdf().toString('latin1').replace('/Type/Catalog', '/Type/Catalog/Names<</EmbeddedFiles 9 0 R>>'),
              'latin1',
            ),
          },
        ]),
      });
      assert.equal(batch.status, 415);
      assert.match((await batch.json()).message, /^"attached\.pdf": This PDF contains/);
      assert.equal(app.uploadedFiles().length, before, 'nothing was stored');
    });

    test('an image is still accepted as a document (a scanned certificate), re-encoded like any image', async () => {
      const res = await single(admin, 'scan.png', 'image/png', await makePng());
      assert.equal(res.status, 201);
      assert.match((await res.json()).path, UPLOAD_PATH_PATTERN);
    });

    test('10 MB is the limit: exactly 10 MB is stored, 10 MB + 1 byte is 413 with a clear message', async () => {
      const before = app.uploadedFiles().length;
      const over = await single(admin, 'big.pdf', 'application/pdf', makePdf(UPLOAD.maxDocumentBytes + 1));
      assert.equal(over.status, 413);
      assert.match((await over.json()).message, /at most 10 MB/);
      assert.equal(app.uploadedFiles().length, before);
      const exact = await single(admin, 'exact.pdf', 'application/pdf', makePdf(UPLOAD.maxDocumentBytes));
      assert.equal(exact.status, 201);
      const overLibrary = await admin.post('/api/admin/media/upload', {
        body: multipartForm('files', [{ name: 'big.pdf', type: 'application/pdf', data: makePdf(UPLOAD.maxDocumentBytes + 1) }]),
      });
      assert.equal(overLibrary.status, 413);
    });

    test('image-only uploads refuse a PDF: the default single use, the gallery', async () => {
      assert.equal((await single(admin, 'a.pdf', 'application/pdf', makePdf(), 'default')).status, 415);
      assert.equal((await single(admin, 'a.pdf', 'application/pdf', makePdf(), 'logo')).status, 415);
      const folder = (await (await admin.post('/api/admin/gallery/folders', { json: { name: 'Docs' } })).json()) as { id: number };
      const gallery = await admin.post(`/api/admin/upload/gallery/${folder.id}`, {
        body: multipartForm('files', [{ name: 'a.pdf', type: 'application/pdf', data: makePdf() }]),
      });
      assert.equal(gallery.status, 415);
    });

    test('the media library upload takes PDFs (up to 10 MB) beside images (still 5 MB)', async () => {
      const res = await admin.post('/api/admin/media/upload', {
        body: multipartForm('files', [
          { name: 'iec.pdf', type: 'application/pdf', data: makePdf(6 * 1024 * 1024) },
          { name: 'a.png', type: 'image/png', data: await makePng() },
        ]),
      });
      assert.equal(res.status, 201, await res.clone().text());
      const items = (await res.json()) as Array<{ mimeType: string }>;
      assert.deepEqual(
        items.map((i) => i.mimeType),
        ['application/pdf', 'image/png'],
      );
      const bigImage = Buffer.concat([await makePng(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const big = await admin.post('/api/admin/media/upload', {
        body: multipartForm('files', [{ name: 'big.png', type: 'image/png', data: bigImage }]),
      });
      assert.equal(big.status, 413);
      assert.equal((await big.json()).message, 'File size must be less than 5MB');
    });

    test('a PDF is served as an attachment under its sanitised original name, with nosniff and the uploads sandbox CSP', async () => {
      // (The browser's form encoding already turns CR LF in a file name into %0D%0A.)
      const hostile = 'evil"; filename=x.html\r\nLizenz Ä.pdf';
      const { path: stored } = await (await single(admin, hostile, 'application/pdf', makePdf())).json();
      const file = await app.client().get(stored);
      assert.equal(file.status, 200);
      assert.equal(file.headers.get('content-type'), 'application/pdf');
      assert.equal(
        file.headers.get('content-disposition'),
        `attachment; filename="evil_; filename=x.html%0D%0ALizenz _.pdf"; filename*=UTF-8''evil_%3B%20filename%3Dx.html%250D%250ALizenz%20%C3%84.pdf`,
      );
      assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(file.headers.get('content-security-policy'), "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      assert.equal(file.headers.get('cache-control'), 'no-cache', 'a document can stop being public (licence-documents.md)');
      assert.deepEqual(Buffer.from(await file.arrayBuffer()), makePdf());
      const png = await app.client().get((await (await single(admin, 'a.png', 'image/png', await makePng())).json()).path);
      assert.equal(png.headers.get('content-disposition'), null, 'images are shown, not downloaded');
      assert.equal(png.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    });
  });

  describe('backup and restore', () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'fruit-pdf-backup-'));
    after(() => rmSync(scratch, { recursive: true, force: true }));

    test('a PDF in the library survives a backup and a restore, byte for byte, with its name', async () => {
      const dataDir = path.join(scratch, 'live');
      let app = await startTestApp({ dataDir });
      let stored: string;
      let folder: string;
      try {
        const admin = await app.admin();
        stored = (await (await single(admin, 'GlobalGAP 2026.pdf', 'application/pdf', makePdf())).json()).path;
        folder = (await createBackup({ dataDir, dest: path.join(scratch, 'backups'), version: 'test' })).folder;
      } finally {
        await app.close();
      }
      const restored = path.join(scratch, 'restored');
      await restoreBackup({ backupDir: folder, dataDir: restored });
      app = await startTestApp({ dataDir: restored });
      try {
        const file = await app.client().get(stored);
        assert.equal(file.status, 200);
        assert.deepEqual(Buffer.from(await file.arrayBuffer()), makePdf());
        assert.match(file.headers.get('content-disposition') ?? '', /filename="GlobalGAP 2026\.pdf"/);
      } finally {
        await app.close();
      }
    });
  });
});
