// Test-only: a happy-dom window as the global DOM. Import it FIRST in a test file, before anything that loads
// react-dom, because react-dom decides at load time whether it runs in a browser.
import { Window } from 'happy-dom';

export const testWindow = new Window({ url: 'http://localhost/admin', width: 1440, height: 900 });

const g = globalThis as Record<string, unknown>;
const w = testWindow as unknown as Record<string, unknown>;

// Node's own fetch, FormData, File, Blob, URL, AbortController and Response stay: tests stub fetch per test.
const names = [
  'window', 'document', 'navigator', 'location', 'history', 'getComputedStyle', 'requestAnimationFrame',
  'cancelAnimationFrame', 'Node', 'Element', 'HTMLElement', 'HTMLInputElement', 'HTMLTextAreaElement',
  'HTMLSelectElement', 'HTMLButtonElement', 'HTMLFormElement', 'HTMLAnchorElement', 'HTMLImageElement', 'Text',
  'DocumentFragment', 'Event', 'CustomEvent', 'KeyboardEvent', 'MouseEvent', 'FocusEvent', 'InputEvent',
  'PopStateEvent', 'MutationObserver', 'DOMParser', 'SVGElement', 'localStorage', 'sessionStorage', 'matchMedia',
];
for (const name of names) {
  Object.defineProperty(globalThis, name, { value: w[name], configurable: true, writable: true });
}
g.IS_REACT_ACT_ENVIRONMENT = true;
