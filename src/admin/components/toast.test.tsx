import '../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act } from 'react';
import { TOAST } from '../../shared/constants';
import { click, getButton, render } from '../../test/dom';
import { toastTexts } from '../../test/dom/admin';
import { ToastProvider, useToast } from './toast';

function Buttons() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'Saved' })}>
        one
      </button>
      <button type="button" onClick={() => toast({ title: 'Failed', description: 'Please try again.', variant: 'destructive' })}>
        two
      </button>
    </>
  );
}

const renderButtons = () =>
  render(
    <ToastProvider>
      <Buttons />
    </ToastProvider>,
  );

test('one toast at a time; destructive goes to the alert region; dismissible', async () => {
  await renderButtons();
  await click(getButton('one'));
  assert.deepEqual(toastTexts(), { title: 'Saved', description: '', variant: 'default' });
  assert.ok(document.querySelector('[role="status"] [data-toast]'));
  await click(getButton('two'));
  assert.equal(document.querySelectorAll('[data-toast]').length, TOAST.limit);
  assert.deepEqual(toastTexts(), { title: 'Failed', description: 'Please try again.', variant: 'destructive' });
  assert.ok(document.querySelector('[role="alert"] [data-toast]'));
  await click(getButton('Dismiss notification'));
  assert.equal(toastTexts(), null);
});

test(`a toast hides after ${TOAST.durationMs} ms`, async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  await renderButtons();
  // Only act() here: the kit's settle() waits on setTimeout, which is mocked in this test.
  await act(async () => getButton('one').click());
  await act(async () => t.mock.timers.tick(TOAST.durationMs - 1));
  assert.ok(toastTexts());
  await act(async () => t.mock.timers.tick(1));
  assert.equal(toastTexts(), null);
});

test('the viewport sits at the top, clear of the mobile Menu button, never at the bottom where dialog footers are', async () => {
  await renderButtons();
  await click(getButton('one'));
  const viewport = document.querySelector('section[aria-label="Notifications"]');
  assert.ok(viewport);
  assert.ok(viewport.contains(document.querySelector('[data-toast]')));
  const classes = viewport.className.split(/\s+/);
  assert.ok(classes.includes('top-0'), 'at the top');
  assert.ok(
    classes.includes('right-28') && classes.includes('sm:right-0'),
    'on phones the Menu button at the right of the top bar stays free',
  );
  assert.ok(classes.includes('lg:left-64'), 'on wide screens over the section, beside the sidebar');
  assert.ok(!classes.some((c) => /(^|:)bottom-/.test(c)), `not anchored to the bottom: ${viewport.className}`);
});
