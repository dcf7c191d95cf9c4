// The one happy-dom window of the DOM tests, installed as the global browser environment.
// Import this module FIRST in a test file (`import '<…>/test/dom/install';`): react-dom decides when it loads
// whether it runs in a browser. Node's own fetch, FormData, File, Blob, URL, AbortController and Response stay;
// a test stubs the network with stubFetch / stubXhr (network.ts), which put the originals back after the test.
import { Window } from 'happy-dom';

export const testWindow = new Window({
  url: 'https://fruit.example/',
  width: 1440,
  height: 900,
  settings: {
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    navigation: { disableMainFrameNavigation: true },
  },
});

const names = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'matchMedia',
  'localStorage',
  'sessionStorage',
  'Node',
  'Text',
  'DocumentFragment',
  'Element',
  'HTMLElement',
  'HTMLInputElement',
  'HTMLTextAreaElement',
  'HTMLSelectElement',
  'HTMLButtonElement',
  'HTMLFormElement',
  'HTMLAnchorElement',
  'HTMLImageElement',
  'HTMLDialogElement',
  'HTMLIFrameElement',
  'SVGElement',
  'Event',
  'CustomEvent',
  'KeyboardEvent',
  'MouseEvent',
  'FocusEvent',
  'InputEvent',
  'PopStateEvent',
  'MutationObserver',
  'DOMParser',
] as const;
const source = testWindow as unknown as Record<string, unknown>;
for (const name of names) {
  Object.defineProperty(globalThis, name, { value: source[name], configurable: true, writable: true });
}
(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
