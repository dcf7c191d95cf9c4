import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GalleryFolder, GalleryImage } from '../../../shared/types';
import {
  chooseFiles,
  click,
  dialog,
  type FakeXhr,
  getButton,
  getField,
  getText,
  imageFile,
  keyDown,
  never,
  queryText,
  stubFetch,
  stubXhr,
  type,
  waitFor,
} from '../../../test/dom';
import { confirmDelete, openSection, renderAdmin, waitForFailureToast, waitForToast } from '../../../test/dom/admin';
import { serverList } from '../../../test/dom/network';
import { makeMediaItem } from '../../../test/entities';

const market: GalleryFolder = { id: 4, name: 'APMC Market', description: 'Our shops', imageCount: 8, coverPath: null };
const images: GalleryImage[] = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  folderId: 4,
  path: `/uploads/${String(i).repeat(32)}.jpg`,
  filename: `${i}.jpg`,
  originalName: `photo-${i}.jpg`,
  alt: '',
}));
const deleteImageQuestion = 'Are you sure you want to delete this image?';
const deleteFolderQuestion = 'Are you sure you want to delete the "APMC Market" folder? This will also delete all images in this folder.';
const base = {
  'GET /api/admin/enquiries': { body: [] },
  'GET /api/admin/gallery/folders': { body: [market] },
  'GET /api/admin/gallery/images': { body: images },
};

/** The gallery with APMC Market's upload dialog open; its uploads go to the XHR stub. */
async function openUploadDialog(): Promise<{ xhr: typeof FakeXhr; box: HTMLElement }> {
  const xhr = stubXhr();
  await openSection('/admin/gallery', 'APMC Market', base);
  await click(getButton('Upload images to APMC Market'));
  return { xhr, box: dialog() };
}

test('a folder card: name, description, count, 6 thumbnails and +2 more', async () => {
  await openSection('/admin/gallery', 'APMC Market', base);
  getText('Our shops');
  getText('8 images');
  getText('+2 more');
  assert.equal(document.querySelectorAll('img[alt^="photo-"]').length, 6);
});

test('+N more is a button: it shows every image with its delete button, Show less goes back to 6', async () => {
  const calls = await openSection('/admin/gallery', '+2 more', { ...base, 'DELETE /api/admin/gallery/images/8': { status: 204 } });
  assert.equal(document.querySelector('button[aria-label="Delete image photo-7.jpg"]'), null);
  const more = getButton('+2 more images in APMC Market');
  assert.equal(more.getAttribute('aria-expanded'), 'false');
  await click(more);
  assert.equal(document.querySelectorAll('img[alt^="photo-"]').length, 8);
  assert.equal(queryText('+2 more'), null);
  assert.equal(document.activeElement, getButton('Delete image photo-6.jpg'), 'focus moves to the first image revealed');
  await click(getButton('Delete image photo-7.jpg'));
  await confirmDelete(deleteImageQuestion);
  await waitForToast('Image deleted successfully');
  assert.deepEqual(
    calls.filter((c) => c.method === 'DELETE').map((c) => c.url),
    ['/api/admin/gallery/images/8'],
  );

  const less = getButton('Show less');
  assert.equal(less.getAttribute('aria-expanded'), 'true');
  await click(less);
  assert.equal(document.querySelectorAll('img[alt^="photo-"]').length, 6);
  assert.equal(document.activeElement, getButton('+2 more images in APMC Market'));
});

test('3 folder skeletons while loading', async () => {
  stubFetch(never);
  await renderAdmin('/admin/gallery');
  assert.equal(document.querySelectorAll('[data-skeleton="folder"]').length, 3);
});

test('a folder card shows thumbnail skeletons while its images load, not No images yet', async () => {
  await openSection('/admin/gallery', 'APMC Market', { ...base, 'GET /api/admin/gallery/images': () => new Promise<never>(() => {}) });
  assert.equal(document.querySelectorAll('[data-skeleton="thumbnail"]').length, 6);
  assert.equal(queryText('No images yet'), null);
});

test('a folder card says Failed to fetch images when its images could not load, not No images yet', async () => {
  await openSection('/admin/gallery', 'APMC Market', {
    ...base,
    'GET /api/admin/gallery/images': { status: 500, body: { message: 'Something went wrong', code: 'internal' } },
  });
  await waitFor(() => getText('Failed to fetch images'));
  assert.equal(queryText('No images yet'), null);
  assert.equal(document.querySelectorAll('[data-skeleton="thumbnail"]').length, 0);
});

test('folder dialog: name required, then Create', async () => {
  const calls = await openSection('/admin/gallery', 'APMC Market', {
    ...base,
    'POST /api/admin/gallery/folders': { status: 201, body: { ...market, id: 5 } },
  });
  await click(getButton('Create Folder'));
  await click(getButton('Create', dialog()));
  getText('Folder name is required', dialog());
  await type(getField('Folder Name', dialog()), 'Exports');
  assert.equal(queryText('Folder name is required'), null, 'the error goes as soon as the field changes');
  await click(getButton('Create', dialog()));
  await waitForToast('Folder created successfully');
  assert.deepEqual(calls.find((c) => c.method === 'POST')?.body, { name: 'Exports', description: '' });
});

test('upload dialog: hint, files with sizes in MB, progress, repeated files field', async () => {
  const { xhr, box } = await openUploadDialog();
  getText('Upload Images to APMC Market', box);
  getText('max 10 files, 5MB each', box);
  // The names are public (SECURITY Low 7): the owner is told so before choosing.
  getText(
    "Visitors see each image's file name. Camera names such as IMG_1234 are replaced by the folder's name; rename an image under Upload Images, with Edit alt.",
    box,
  );
  await chooseFiles(getField('Gallery images', box), [imageFile('a.jpg', 1.5 * 1024 * 1024, 'image/jpeg'), imageFile('b.png', 512 * 1024)]);
  getText('1.50 MB', box);
  getText('0.50 MB', box);
  await chooseFiles(getField('Gallery images', box), [imageFile('c.txt', 10, 'text/plain')]);
  getText('c.txt: Please select a valid image file', box);
  await click(getButton('Upload 2 images', box));
  const request = xhr.instances[0];
  assert.ok(request);
  assert.equal(request.url, '/api/admin/upload/gallery/4');
  assert.equal(request.body?.getAll('files').length, 2);
  request.progress(60, 100);
  await waitFor(() => getText('Uploading... 60%', box));
  assert.equal(queryText('Preparing the images...', box), null);
  request.progress(100, 100);
  await waitFor(() => getText('Uploading... 100%', box));
  getText('Preparing the images...', box);
  await request.respond(201, JSON.stringify([images[0], images[1]]));
  await waitForToast({
    title: 'Images uploaded successfully',
    description: '2 images added to the folder',
    variant: 'default',
  });
});

test('a failed gallery upload: Failed to upload files with the server message', async () => {
  const { xhr, box } = await openUploadDialog();
  await chooseFiles(getField('Gallery images', box), [imageFile('a.jpg', 100, 'image/jpeg')]);
  await click(getButton('Upload 1 image', box));
  await xhr.instances[0]?.respond(413, JSON.stringify({ message: 'At most 10 files per upload', code: 'too_large' }));
  await waitForFailureToast('Failed to upload files', 'At most 10 files per upload');
});

test('upload dialog checks before sending: each refused file named (type, 5MB), more than 10 files refused', async () => {
  const { xhr, box } = await openUploadDialog();
  const MB = 1024 * 1024;
  await chooseFiles(getField('Gallery images', box), [
    imageFile('ok.jpg', 100, 'image/jpeg'),
    imageFile('huge.jpg', 6 * MB, 'image/jpeg'),
    imageFile('notes.pdf', 100, 'application/pdf'),
  ]);
  getText('huge.jpg: File size must be less than 5MB', box);
  getText('notes.pdf: Please select a valid image file', box);
  getText('Selected files (1)', box);

  await chooseFiles(
    getField('Gallery images', box),
    Array.from({ length: 10 }, (_, i) => imageFile(`crate-${i}.png`, 100)),
  );
  getText('Selected files (11)', box);
  getText('At most 10 files can be uploaded at once. Remove 1 file to continue.', box);
  const send = getButton('Upload 11 images', box);
  assert.equal(send.disabled, true);
  await click(send);
  assert.equal(xhr.instances.length, 0, 'nothing is sent while the batch is invalid');

  await click(getButton('Remove crate-9.png', box));
  assert.equal(queryText('At most 10 files can be uploaded at once. Remove 1 file to continue.'), null);
  await click(getButton('Upload 10 images', box));
  assert.equal(xhr.instances[0]?.body?.getAll('files').length, 10);
});

test('while it uploads the dialog cannot be dismissed; when the upload ends it closes once', async () => {
  const { xhr, box } = await openUploadDialog();
  await chooseFiles(getField('Gallery images', box), [imageFile('a.jpg', 100, 'image/jpeg')]);
  await click(getButton('Upload 1 image', box));
  assert.equal(getButton('Cancel', box).disabled, true);
  assert.equal(getButton('Close dialog', box).disabled, true);
  await keyDown(box, 'Escape');
  await click(getButton('Close dialog', box));
  assert.equal(dialog(), box, 'still open while uploading');
  await xhr.instances[0]?.respond(201, JSON.stringify([images[0]]));
  await waitForToast('Images uploaded successfully');
  await waitFor(() => assert.equal(document.querySelector('[aria-modal="true"]'), null));
  assert.equal(xhr.instances.length, 1);
});

test('a failed upload leaves focus inside the dialog, so Esc still closes it', async () => {
  const { xhr, box } = await openUploadDialog();
  await chooseFiles(getField('Gallery images', box), [imageFile('a.jpg', 100, 'image/jpeg')]);
  const send = getButton('Upload 1 image', box);
  send.focus();
  await click(send);
  // The pressed button is disabled while uploading; focus must not stay on it (browsers drop it to <body>).
  assert.equal(send.disabled, true);
  assert.equal(document.activeElement, box, 'the dialog panel holds focus');
  await xhr.instances[0]?.respond(500, JSON.stringify({ message: 'Something went wrong', code: 'internal' }));
  await waitForToast('Failed to upload files');
  assert.ok(box.contains(document.activeElement));
  // The dialog lets go once the upload has ended (its × comes back): Esc is for it from then on.
  await waitFor(() => assert.equal(getButton('Close dialog', box).disabled, false));
  await keyDown(document.activeElement!, 'Escape');
  assert.equal(document.querySelector('[aria-modal="true"]'), null);
});

test('Esc closes the dialog even when focus is on the page body (a click on the backdrop)', async () => {
  await openUploadDialog();
  (document.activeElement as HTMLElement).blur();
  assert.equal(document.activeElement, document.body);
  await keyDown(document.body, 'Escape');
  assert.equal(document.querySelector('[aria-modal="true"]'), null);
});

test('folder and image deletion confirmations', async () => {
  const calls = await openSection('/admin/gallery', 'APMC Market', {
    ...base,
    'DELETE /api/admin/gallery/folders/4': { status: 204 },
    'DELETE /api/admin/gallery/images/1': { status: 204 },
  });
  await click(getButton('Delete folder APMC Market'));
  await confirmDelete(deleteFolderQuestion);
  await waitForToast('Folder deleted successfully');
  await click(getButton('Delete image photo-0.jpg'));
  await confirmDelete(deleteImageQuestion);
  await waitForToast('Image deleted successfully');
  assert.deepEqual(
    calls.filter((c) => c.method === 'DELETE').map((c) => c.url),
    ['/api/admin/gallery/folders/4', '/api/admin/gallery/images/1'],
  );
});

test('deleting a folder or an image refreshes the media library (the server deletes their files)', async () => {
  const library = serverList([makeMediaItem(1, 'photo-0.jpg'), makeMediaItem(2, 'photo-1.jpg'), makeMediaItem(3, 'mango.png')]);
  await openSection('/admin/media', '(3 items)', {
    ...base,
    'GET /api/media': library.read,
    'DELETE /api/admin/gallery/images/1': library.remove((item) => item.id !== 1),
    'DELETE /api/admin/gallery/folders/4': library.remove((item) => item.id === 3),
  });
  const deletions = [
    { button: 'Delete image photo-0.jpg', question: deleteImageQuestion, toast: 'Image deleted successfully', libraryAfter: '(2 items)' },
    { button: 'Delete folder APMC Market', question: deleteFolderQuestion, toast: 'Folder deleted successfully', libraryAfter: '(1 item)' },
  ];
  for (const { button, question, toast, libraryAfter } of deletions) {
    await click(getButton('Gallery Settings'));
    await waitFor(() => getText('APMC Market'));
    await click(getButton(button));
    await confirmDelete(question);
    await waitForToast(toast);
    await click(getButton('Upload Images'));
    await waitFor(() => getText(libraryAfter));
  }
});
