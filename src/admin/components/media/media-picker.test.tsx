import '../../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { MediaItem } from '../../../shared/types';
import {
  chooseFiles,
  click,
  getButton,
  getField,
  getText,
  imageFile,
  queryText,
  render,
  routes,
  settle,
  stubFetch,
  stubXhr,
  waitFor,
} from '../../../test/dom';
import { makeMediaItem } from '../../../test/entities';
import { createQueryClient } from '../../data/query-client';
import { ToastProvider } from '../toast';
import { MediaPicker } from './media-picker';

/** A 3 MB file in the library. */
const item = (id: number, originalName: string, mimeType = 'image/png') =>
  makeMediaItem(id, originalName, { mimeType, size: 3 * 1024 * 1024 });

async function open(props: { multiple?: boolean; max?: number; limitBytes?: number }) {
  const picked: MediaItem[][] = [];
  let closed = 0;
  await render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <MediaPicker open onClose={() => closed++} onSelect={(items) => picked.push(items)} {...props} />
        </ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  await settle();
  return { picked, closed: () => closed };
}

test('tabs, file cards with name, size and type badge; single select picks and closes', async () => {
  stubFetch(routes({ 'GET /api/media': { body: [item(1, 'lychee.png'), item(2, 'doc.svg', 'image/svg+xml')] } }));
  const { picked, closed } = await open({});
  getButton('Media Library');
  getButton('Upload Files');
  await waitFor(() => getText('lychee.png'));
  getText('3 MB');
  getText('SVG');
  await click(getText('lychee.png').closest('button')!);
  assert.deepEqual(
    picked.map((p) => p.map((i) => i.id)),
    [[1]],
  );
  assert.equal(closed(), 1);
});

test('multi-select shows Select N files', async () => {
  stubFetch(routes({ 'GET /api/media': { body: [item(1, 'a.png'), item(2, 'b.png')] } }));
  const { picked } = await open({ multiple: true });
  await waitFor(() => getText('a.png'));
  assert.equal(getButton('Select 0 files').disabled, true);
  await click(getText('a.png').closest('button')!);
  await click(getText('b.png').closest('button')!);
  await click(getButton('Select 2 files'));
  assert.deepEqual(
    picked.map((p) => p.map((i) => i.id)),
    [[1, 2]],
  );
});

test('images only: other types are not offered', async () => {
  stubFetch(routes({ 'GET /api/media': { body: [item(1, 'a.png'), item(2, 'notes.pdf', 'application/pdf')] } }));
  await open({});
  await waitFor(() => getText('a.png'));
  assert.equal(queryText('notes.pdf'), null);
});

test('upload tab: the per-use limit alert, then an upload with percentage picks the new file', async () => {
  stubFetch(routes({ 'GET /api/media': { body: [] } }));
  const xhr = stubXhr();
  const { picked } = await open({ limitBytes: 2 * 1024 * 1024 });
  await click(getButton('Upload Files'));
  await chooseFiles(getField('Images to upload'), [imageFile('logo.png', 3 * 1024 * 1024)]);
  getText('File size must be less than 2MB');
  await chooseFiles(getField('Images to upload'), [imageFile('logo.png', 1024)]);
  xhr.instances[0]?.progress(1, 2);
  await waitFor(() => getText('Uploading... 50%'));
  await xhr.instances[0]?.respond(201, JSON.stringify([item(9, 'logo.png')]));
  await waitFor(() =>
    assert.deepEqual(
      picked.map((p) => p.map((i) => i.id)),
      [[9]],
    ),
  );
});

test('multi-select with a maximum: further cards wait until one is let go; files uploaded join the choice', async () => {
  stubFetch(routes({ 'GET /api/media': { body: [item(1, 'a.png'), item(2, 'b.png'), item(3, 'c.png')] } }));
  const xhr = stubXhr();
  const { picked } = await open({ multiple: true, max: 2 });
  await waitFor(() => getText('a.png'));
  getText('Up to 2 files more.');
  await click(getText('a.png').closest('button'));
  await click(getText('b.png').closest('button'));
  assert.equal(getText('c.png').closest('button')!.disabled, true);
  await click(getText('a.png').closest('button'));
  assert.equal(getText('c.png').closest('button')!.disabled, false);
  await click(getButton('Upload Files'));
  await chooseFiles(getField('Images to upload'), [imageFile('d.png', 1024)]);
  await xhr.instances[0]?.respond(201, JSON.stringify([item(4, 'd.png')]));
  await waitFor(() => getButton('Select 2 files'));
  await click(getButton('Select 2 files'));
  assert.deepEqual(
    picked.map((p) => p.map((i) => i.id)),
    [[2, 4]],
  );
});
