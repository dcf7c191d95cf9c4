import '../../test/dom/install';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useState } from 'react';
import { click, getButton, keyDown, render } from '../../test/dom';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit">
        <input aria-label="First" />
        <button type="button">Last</button>
      </Dialog>
    </>
  );
}

test('focus moves in, Tab and Shift+Tab stay inside, Esc closes and focus returns', async () => {
  await render(<Harness />);
  const opener = getButton('Open');
  opener.focus();
  await click(opener);
  const panel = document.querySelector('[role="dialog"]');
  assert.ok(panel);
  assert.equal(panel.getAttribute('aria-modal'), 'true');
  assert.equal(document.activeElement?.getAttribute('aria-label'), 'First', 'the first field, not the close button');
  const last = getButton('Last');
  last.focus();
  await keyDown(last, 'Tab');
  assert.equal(document.activeElement, getButton('Close dialog'));
  await keyDown(document.activeElement!, 'Tab', { shiftKey: true });
  assert.equal(document.activeElement, last);
  await keyDown(last, 'Escape');
  assert.equal(document.querySelector('[role="dialog"]'), null);
  assert.equal(document.activeElement, opener);
});

test('the confirmation: an alertdialog with the message, Cancel focused first', async () => {
  let confirmed = 0;
  await render(
    <ConfirmDialog open message="Are you sure you want to delete this file?" onConfirm={() => confirmed++} onCancel={() => {}} />,
  );
  const box = document.querySelector('[role="alertdialog"]');
  assert.ok(box);
  assert.equal(
    document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent,
    'Are you sure you want to delete this file?',
  );
  assert.equal(document.activeElement, getButton('Cancel'));
  await click(getButton('Delete'));
  assert.equal(confirmed, 1);
});
