import '../test-helpers/dom-env';
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { doc, window } from '../test-helpers/dom-env';
import { pages, shell } from '../test-helpers/fixtures';
import { click, hydratePage, keydown, type Hydrated } from '../test-helpers/islands';

let page: Hydrated | undefined;
afterEach(async () => {
  await page?.unmount();
  page = undefined;
});

const $ = (selector: string) => doc.querySelector(selector);

test('the drawer hydrates without a mismatch, opens, closes on Esc and returns focus', async () => {
  page = await hydratePage(shell({ pathname: '/about' }), pages.about.data);
  assert.deepEqual(page.errors, []);
  const button = $('[aria-controls="mobile-nav-drawer"]');
  const dialog = $('#mobile-nav-drawer') as unknown as HTMLDialogElement;
  assert.equal(button?.getAttribute('aria-expanded'), 'false');
  assert.equal(dialog.open, false);

  (button as unknown as HTMLElement).focus();
  await click(button);
  assert.equal(dialog.open, true);
  assert.equal(button?.getAttribute('aria-expanded'), 'true');
  assert.ok(dialog.contains(doc.activeElement as never), 'focus moves into the drawer');
  assert.equal($('#mobile-nav-drawer a[aria-current="page"]')?.textContent, 'About Us');

  await keydown(dialog as unknown as Element, 'Escape');
  assert.equal(dialog.open, false);
  assert.equal(button?.getAttribute('aria-expanded'), 'false');
  assert.equal(doc.activeElement, button, 'focus returns to the menu button');
  assert.deepEqual(page.errors, []);
});

test('the drawer closes when a link is chosen, with the close button, and on a backdrop click', async () => {
  page = await hydratePage(shell({ pathname: '/' }), pages.home.data);
  const button = $('[aria-controls="mobile-nav-drawer"]');
  const dialog = $('#mobile-nav-drawer') as unknown as HTMLDialogElement;

  await click(button);
  await click($('#mobile-nav-drawer a[href="/products"]'));
  assert.equal(dialog.open, false);

  await click(button);
  const close = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Close menu');
  await click(close as unknown as Element);
  assert.equal(dialog.open, false);

  await click(button);
  await click(dialog as unknown as Element);
  assert.equal(dialog.open, false);
  assert.deepEqual(page.errors, []);
});

test('Tab from the last item wraps to the first (focus stays in the drawer)', async () => {
  page = await hydratePage(shell({ pathname: '/' }), pages.home.data);
  const dialog = $('#mobile-nav-drawer') as unknown as HTMLDialogElement;
  await click($('[aria-controls="mobile-nav-drawer"]'));
  const focusables = Array.from(dialog.querySelectorAll<HTMLElement>('a[href], button'));
  focusables[focusables.length - 1]!.focus();
  await keydown(dialog as unknown as Element, 'Tab');
  assert.equal(doc.activeElement, focusables[0]);
});

test('the harness does catch a hydration mismatch (props that differ from the server render)', async () => {
  const { act } = await import('react');
  const { hydrateIslands } = await import('./hydrate');
  const { renderPage } = await import('../test-helpers/render');
  const html = renderPage(shell({ pathname: '/about' }), pages.about.data);
  doc.body.innerHTML = html.slice(html.indexOf('>', html.indexOf('<body')) + 1, html.lastIndexOf('</body>'));
  const script = $('script[data-island-props="mobile-nav"]');
  script!.textContent = JSON.stringify({ pathname: '/gallery' });
  const errors: unknown[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    await act(async () => {
      const { ALL_ISLANDS } = await import('./all-islands');
      const roots = hydrateIslands(doc, ALL_ISLANDS, { onRecoverableError: (e) => errors.push(e) });
      page = { roots, errors, unmount: async () => act(async () => roots.forEach((r) => r.unmount())) };
    });
  } finally {
    console.error = originalError;
  }
  assert.ok(errors.length > 0, 'a mismatch is reported');
});
