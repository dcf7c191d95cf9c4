// A happy-dom window installed as the global browser environment for island tests.
// Import this module FIRST in a test file: react-dom/client checks for `window` when it loads.
import { Window } from 'happy-dom';

export const window = new Window({
  url: 'https://fruit.example/',
  settings: {
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    navigation: { disableMainFrameNavigation: true },
  },
});

const globals: Record<string, unknown> = {
  window,
  document: window.document,
  navigator: window.navigator,
  location: window.location,
  history: window.history,
  Node: window.Node,
  Element: window.Element,
  HTMLElement: window.HTMLElement,
  HTMLInputElement: window.HTMLInputElement,
  HTMLTextAreaElement: window.HTMLTextAreaElement,
  HTMLDialogElement: window.HTMLDialogElement,
  HTMLIFrameElement: window.HTMLIFrameElement,
  Event: window.Event,
  KeyboardEvent: window.KeyboardEvent,
  MouseEvent: window.MouseEvent,
  getComputedStyle: window.getComputedStyle.bind(window),
  requestAnimationFrame: (cb: (t: number) => void) => setTimeout(() => cb(0), 0),
  cancelAnimationFrame: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  IS_REACT_ACT_ENVIRONMENT: true,
};
for (const [name, value] of Object.entries(globals)) {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

/** The document with the standard DOM types (what the code under test sees). */
export const doc = window.document as unknown as Document;
