// Finding things in the document the way a person (or a screen reader) names them. The get* queries fail the
// test with what the page does hold; the query* ones answer null.
import assert from 'node:assert/strict';

/** An element's text with its whitespace collapsed, as it reads on screen. */
export const text = (el: Element): string => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The innermost element whose whole text is `wanted`. */
export function queryText(wanted: string, root: ParentNode = document.body): HTMLElement | null {
  const all = Array.from(root.querySelectorAll<HTMLElement>('*')).filter((el) => text(el) === wanted);
  return all.find((el) => !Array.from(el.children).some((child) => text(child) === wanted)) ?? null;
}

export function getText(wanted: string, root: ParentNode = document.body): HTMLElement {
  const found = queryText(wanted, root);
  assert.ok(found, `no element with text "${wanted}" in: ${text(document.body).slice(0, 800)}`);
  return found;
}

export function hasText(wanted: string): boolean {
  return text(document.body).includes(wanted);
}

/** Text as a screen reader reads it: without aria-hidden parts. */
function spokenText(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const hidden of Array.from(copy.querySelectorAll('[aria-hidden="true"]'))) hidden.remove();
  return text(copy);
}

/** A button (or link) by its aria-label or its text (icons hidden from screen readers left out). */
export function getButton(name: string, root: ParentNode = document.body): HTMLButtonElement {
  const found = Array.from(root.querySelectorAll<HTMLButtonElement>('button, a')).find(
    (el) => el.getAttribute('aria-label') === name || spokenText(el) === name,
  );
  assert.ok(found, `no button "${name}"; buttons: ${Array.from(root.querySelectorAll('button')).map(spokenText).join(' | ')}`);
  return found;
}

/** An input, textarea, select or switch by its label text or aria-label. */
export function getField<T extends HTMLElement = HTMLInputElement>(label: string, root: ParentNode = document.body): T {
  const byAria = root.querySelector<T>(`[aria-label="${label}"]`);
  if (byAria) return byAria;
  const labelEl = Array.from(root.querySelectorAll('label')).find((l) => text(l).replace(/ \*$/, '') === label);
  assert.ok(labelEl, `no field labelled "${label}"`);
  const control = document.getElementById(labelEl.getAttribute('for') ?? '');
  assert.ok(control, `label "${label}" points at nothing`);
  return control as T;
}

/** The topmost open modal dialog. */
export function dialog(): HTMLElement {
  const all = document.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  const last = all[all.length - 1];
  assert.ok(last, 'no open dialog');
  return last;
}
