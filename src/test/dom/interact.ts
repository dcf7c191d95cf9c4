// Interaction helpers: each does what a person does, inside React's act(), and the ones that end a gesture (click,
// keyDown, submit, blur, chooseFiles) then let the updates it causes settle. A missing element fails loudly.
import { act } from 'react';

function present<T extends Element>(element: T | null | undefined, what: string): T {
  if (!element) throw new Error(`${what}: no element`);
  return element;
}

/** Lets pending promises (stubbed answers), effects and timers up to `ms` run, then a few more turns. */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * Retries `check` (an assertion or a query that throws) until it passes or `timeoutMs` has gone by. The bound only
 * ends a wait that never ends: a passing check returns at once, and on a loaded machine (the whole suite on two
 * cores) a render can take seconds.
 */
export async function waitFor(check: () => void, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await settle(10);
    }
  }
}

export async function click(element: Element | null | undefined): Promise<void> {
  const target = present(element, 'click') as HTMLElement;
  await act(async () => {
    target.click();
  });
  await settle();
}

export async function keyDown(element: Element | null | undefined, key: string, init: { shiftKey?: boolean } = {}): Promise<void> {
  const target = present(element, 'keyDown');
  await act(async () => {
    target.dispatchEvent(new window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
  await settle();
}

/** The native `value` setter of an input, textarea or select: React only sees a value set through it. */
function valueSetter(element: Element): (value: string) => void {
  for (let proto = Object.getPrototypeOf(element) as object | null; proto; proto = Object.getPrototypeOf(proto) as object | null) {
    const set = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    if (set) return (value) => set.call(element, value);
  }
  throw new Error(`type: <${element.tagName.toLowerCase()}> has no value to type into`);
}

/** Types a whole value the way a browser reports it: focus, the native setter, then input and change events. */
export async function type(element: Element | null | undefined, value: string): Promise<void> {
  const field = present(element, 'type') as HTMLElement;
  const setValue = valueSetter(field);
  await act(async () => {
    field.focus();
    setValue(value);
    field.dispatchEvent(new window.Event('input', { bubbles: true }));
    field.dispatchEvent(new window.Event('change', { bubbles: true }));
  });
}

export async function submit(form: Element | null | undefined): Promise<void> {
  const target = present(form, 'submit');
  await act(async () => {
    target.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
}

export async function blur(element: HTMLElement): Promise<void> {
  await act(async () => {
    element.blur(); // happy-dom dispatches blur and focusout, which React's onBlur listens to
  });
  await settle();
}

/** Puts `files` into a file input and reports the change, as the file chooser does. */
export async function chooseFiles(input: HTMLInputElement, files: File[]): Promise<void> {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new window.Event('change', { bubbles: true }));
  });
  await settle();
}

/** A file of `sizeBytes` zero bytes with the given name and type (the client checks only name, size and type). */
export function imageFile(name: string, sizeBytes: number, mime = 'image/png'): File {
  return new File([new Uint8Array(sizeBytes)], name, { type: mime });
}
