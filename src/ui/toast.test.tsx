import '../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act } from 'react';
import { TOAST } from '../shared/constants';
import { render } from '../test/dom';
import { type ToastInput, ToastViewport, useToasts } from './toast';

let show: (toast: ToastInput) => number = () => 0;
function Harness() {
  const toasts = useToasts();
  show = toasts.show;
  return <ToastViewport toasts={toasts.toasts} onDismiss={toasts.dismiss} />;
}

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
  assert.ok(container.querySelector('[role="alert"]'), 'destructive toasts are alerts');

  await act(async () => t.mock.timers.tick(TOAST.durationMs - 1));
  assert.deepEqual(titles(), ['Second']);
  await act(async () => t.mock.timers.tick(1));
  assert.deepEqual(titles(), []);

  await act(async () => show({ title: 'Third' }));
  const dismiss = container.querySelector('button');
  await act(async () => dismiss?.click());
  assert.deepEqual(titles(), []);
});
