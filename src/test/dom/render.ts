// Mounting React into the test document, and the console a render may complain on. Both are undone after the test.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { onCleanup } from './cleanup';

/** Unmounts `roots` (inside act) when the test ends. */
export function unmountAtCleanup(...roots: Root[]): void {
  onCleanup(() =>
    act(async () => {
      for (const root of roots) root.unmount();
    }),
  );
}

/** Renders `ui` into a new container in the document body; returns the container. */
export async function render(ui: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  unmountAtCleanup(root);
  await act(async () => root.render(ui));
  return container;
}

/**
 * Collects what React and the code under test write to console.error and console.warn (hydration mismatches,
 * act() warnings, key warnings) instead of printing it; the console comes back after the test. Assert the list
 * is empty.
 */
export function collectConsoleErrors(): unknown[] {
  const errors: unknown[] = [];
  const original = { error: console.error, warn: console.warn };
  console.error = (...args: unknown[]) => errors.push(args);
  console.warn = (...args: unknown[]) => errors.push(args);
  onCleanup(() => {
    console.error = original.error;
    console.warn = original.warn;
  });
  return errors;
}
