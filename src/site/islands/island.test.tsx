import '../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hydratePage } from '../../test/dom/islands';
import { pages, shell } from '../../test/dom/site';

test('an island hydrates from its props script without a mismatch', async () => {
  const page = await hydratePage(shell({ pathname: '/gallery' }), pages.gallery.data);
  assert.deepEqual(page.errors, []);
});

test('the harness does catch a hydration mismatch (props that differ from the server render)', async () => {
  const page = await hydratePage(shell({ pathname: '/gallery' }), pages.gallery.data, (document) => {
    const script = document.querySelector('script[data-island-props="gallery"]');
    assert.ok(script);
    script.textContent = JSON.stringify({ ...JSON.parse(script.textContent ?? ''), folders: [] });
  });
  assert.ok(page.errors.length > 0, 'a mismatch is reported');
});
