import '../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { click, keyDown } from '../../test/dom';
import { hydratePage } from '../../test/dom/islands';
import { pages, shell } from '../../test/dom/site';

const $ = (selector: string) => document.querySelector(selector);

test('the drawer hydrates without a mismatch, opens, closes on Esc and returns focus', async () => {
  const page = await hydratePage(shell({ pathname: '/about' }), pages.about.data);
  assert.deepEqual(page.errors, []);
  const button = $('[aria-controls="mobile-nav-drawer"]');
  const dialog = $('#mobile-nav-drawer') as HTMLDialogElement;
  assert.equal(button?.getAttribute('aria-expanded'), 'false');
  assert.equal(dialog.open, false);

  (button as HTMLElement).focus();
  await click(button);
  assert.equal(dialog.open, true);
  assert.equal(button?.getAttribute('aria-expanded'), 'true');
  assert.ok(dialog.contains(document.activeElement), 'focus moves into the drawer');
  assert.equal($('#mobile-nav-drawer a[aria-current="page"]')?.textContent, 'About Us');

  await keyDown(dialog, 'Escape');
  assert.equal(dialog.open, false);
  assert.equal(button?.getAttribute('aria-expanded'), 'false');
  assert.equal(document.activeElement, button, 'focus returns to the menu button');
  assert.deepEqual(page.errors, []);
});

test('the drawer closes when a link is chosen, with the close button, and on a backdrop click', async () => {
  const page = await hydratePage(shell({ pathname: '/' }), pages.home.data);
  const button = $('[aria-controls="mobile-nav-drawer"]');
  const dialog = $('#mobile-nav-drawer') as HTMLDialogElement;

  await click(button);
  await click($('#mobile-nav-drawer a[href="/products"]'));
  assert.equal(dialog.open, false);

  await click(button);
  const close = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Close menu');
  await click(close);
  assert.equal(dialog.open, false);

  await click(button);
  await click(dialog);
  assert.equal(dialog.open, false);
  assert.deepEqual(page.errors, []);
});

test('Tab from the last item wraps to the first (focus stays in the drawer)', async () => {
  await hydratePage(shell({ pathname: '/' }), pages.home.data);
  const dialog = $('#mobile-nav-drawer') as HTMLDialogElement;
  await click($('[aria-controls="mobile-nav-drawer"]'));
  const focusables = Array.from(dialog.querySelectorAll<HTMLElement>('a[href], button'));
  focusables[focusables.length - 1]!.focus();
  await keyDown(dialog, 'Tab');
  assert.equal(document.activeElement, focusables[0]);
});

test('the harness does catch a hydration mismatch (props that differ from the server render)', async () => {
  const page = await hydratePage(shell({ pathname: '/about' }), pages.about.data, (document) => {
    const script = document.querySelector('script[data-island-props="mobile-nav"]');
    assert.ok(script);
    script.textContent = JSON.stringify({ pathname: '/gallery' });
  });
  assert.ok(page.errors.length > 0, 'a mismatch is reported');
});
