// Mounting React into the test document, and the console a render may complain on. Both are undone after the test.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { onCleanup } from './cleanup';
import { testWindow } from './install';

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
 * Loads a whole server-rendered HTML document into the test window at `url`, as the browser would on a page load,
 * ready for hydrateRoot(document, ...). document.open() removes every event listener of the document, as the HTML
 * spec says, but the window keeps the one document object; React marks a container once it has put its listeners
 * on it and would not add them again, so the mark goes too (a real page load starts from a fresh document).
 */
export function loadDocument(url: string, html: string): void {
  testWindow.happyDOM.setURL(url);
  document.open();
  document.write(html);
  document.close();
  for (const key of Object.keys(document))
    if (key.startsWith('_reactListening')) delete (document as unknown as Record<string, unknown>)[key];
  // happy-dom's parser leaves an empty text node inside <script src></script>; browsers do not.
  for (const script of Array.from(document.querySelectorAll('script[src]'))) script.replaceChildren();
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
