import '../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GalleryImage } from '../../shared/types';
import { click, keyDown, settle, stubFetch } from '../../test/dom';
import { hydratePage } from '../../test/dom/islands';
import { folders, pages, shell } from '../../test/dom/site';

const $ = (selector: string) => document.querySelector(selector);
const $$ = (selector: string) => Array.from(document.querySelectorAll(selector));
const folderButton = (name: string) => $$('article h2 button').find((b) => b.textContent === name);
const dialog = () => $('dialog[aria-labelledby="gallery-dialog-title"]') as HTMLDialogElement;

const images: GalleryImage[] = [
  {
    id: 1,
    folderId: 5,
    path: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp',
    filename: 'a.webp',
    originalName: 'Shop front.jpg',
    alt: '',
  },
  {
    id: 2,
    folderId: 5,
    path: '/uploads/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp',
    filename: 'b.webp',
    originalName: 'Mango crates.jpg',
    alt: 'Crates of mangoes',
  },
];

test('opening a folder fetches its images with 8 skeletons; Esc closes and focus returns', async () => {
  const page = await hydratePage(shell({ pathname: '/gallery' }), pages.gallery.data);
  assert.deepEqual(page.errors, []);
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const calls = stubFetch(async ({ url }) => {
    await gate;
    return { status: 200, body: url.endsWith('/5') ? images : [] };
  });

  const trigger = folderButton('APMC Market');
  (trigger as HTMLElement).focus();
  await click(trigger);
  assert.equal(dialog().open, true);
  assert.equal($('#gallery-dialog-title')?.textContent, 'APMC Market');
  assert.deepEqual(
    calls.map((c) => c.url),
    ['/api/gallery/images/5'],
  );
  assert.equal($$('[data-skeleton="image"]').length, 8);

  release();
  await settle();
  const imgs = $$('dialog img');
  assert.deepEqual(
    imgs.map((i) => i.getAttribute('src')),
    images.map((i) => i.path),
  );
  assert.deepEqual(
    imgs.map((i) => i.getAttribute('alt')),
    ['Shop front.jpg', 'Crates of mangoes'],
  );

  await keyDown(dialog(), 'Escape');
  assert.equal(dialog().open, false);
  assert.equal(document.activeElement, trigger);
  assert.deepEqual(page.errors, []);
});

test('an empty folder shows the empty state; a failed load shows the error', async () => {
  const page = await hydratePage(shell({ pathname: '/gallery' }), pages.gallery.data);
  stubFetch(({ url }) => (url.endsWith('/6') ? { status: 200, body: [] } : { status: 500, body: { message: 'x', code: 'internal' } }));

  await click(folderButton('Warehouse'));
  await settle();
  assert.equal($('#gallery-dialog-title')?.textContent, 'Warehouse');
  assert.ok($$('dialog h3').some((h) => h.textContent === 'No Images Found'));
  assert.ok($$('dialog p').some((p) => p.textContent === 'This gallery folder is currently empty.'));

  const close = $$('dialog button').find((b) => b.textContent === 'Close gallery');
  await click(close);
  assert.equal(dialog().open, false);

  await click(folderButton(folders[0]!.name));
  await settle();
  assert.equal($('dialog [role="alert"] p')?.textContent, 'Failed to fetch images');
  assert.deepEqual(page.errors, []);
});

test('in Arabic the dialog speaks the words the page gave the island', async () => {
  const page = await hydratePage(shell({ pathname: '/ar/gallery', locale: 'ar' }), pages.gallery.data);
  assert.deepEqual(page.errors, []);
  stubFetch(() => ({ status: 200, body: [] }));
  await click(folderButton('Warehouse'));
  await settle();
  assert.equal(dialog().querySelector('h3')?.textContent, 'لا توجد صور');
  assert.equal(dialog().querySelector('button .sr-only')?.textContent, 'إغلاق المعرض');
  assert.deepEqual(page.errors, []);
});
