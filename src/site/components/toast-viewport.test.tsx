import '../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act } from 'react';
import { TOAST } from '../../shared/constants';
import { render } from '../../test/dom';
import { type ToastInput, useToasts } from '../../ui/toast';
import { ToastViewport } from './toast-viewport';

let show: (toast: ToastInput) => number = () => 0;
function Harness() {
  const toasts = useToasts();
  show = toasts.show;
  return (
    <ToastViewport toasts={toasts.toasts} onDismiss={toasts.dismiss} words={{ region: 'Notifications', dismiss: 'Dismiss notification' }} />
  );
}

test('the two live regions are in the page before any toast, so the first one is announced', async () => {
  const container = await render(<Harness />);
  assert.equal(container.querySelector('[role="status"][aria-live="polite"]')?.textContent, '');
  assert.equal(container.querySelector('[role="alert"][aria-live="assertive"]')?.textContent, '');
  await act(async () => show({ title: 'Sent' }));
  assert.equal(container.querySelector('[role="status"]')?.textContent, 'SentDismiss notification');
});

test('one toast at a time (the newest), removed after TOAST.durationMs', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const container = await render(<Harness />);
  const titles = () => Array.from(container.querySelectorAll('p.font-semibold')).map((p) => p.textContent);

  await act(async () => {
    show({ title: 'First' });
    show({ title: 'Second', variant: 'destructive' });
  });
  assert.equal(TOAST.limit, 1);
  assert.deepEqual(titles(), ['Second']);
  const region = (role: string) => container.querySelector(`[role="${role}"][aria-live]`);
  assert.equal(region('alert')?.querySelector('p')?.textContent, 'Second', 'a destructive toast is added to the alert region');
  assert.equal(region('status')?.textContent, '', 'the status region stays, empty');

  await act(async () => t.mock.timers.tick(TOAST.durationMs - 1));
  assert.deepEqual(titles(), ['Second']);
  await act(async () => t.mock.timers.tick(1));
  assert.deepEqual(titles(), []);

  await act(async () => show({ title: 'Third' }));
  const dismiss = container.querySelector('button');
  await act(async () => dismiss?.click());
  assert.deepEqual(titles(), []);
});
