import { act } from 'react';
import type { Root } from 'react-dom/client';
import type { SitePageData, SiteShell } from '../document/site-page';
import { ALL_ISLANDS } from '../islands/all-islands';
import { hydrateIslands } from '../islands/hydrate';
import { window } from './dom-env';
import { renderPage } from './render';

export type Hydrated = { roots: Root[]; errors: unknown[]; unmount: () => Promise<void> };

/** Puts the server's HTML for a page into the document and hydrates its islands, collecting every React error. */
export async function hydratePage(shell: SiteShell, data: SitePageData): Promise<Hydrated> {
  const html = renderPage(shell, data);
  const bodyStart = html.indexOf('>', html.indexOf('<body')) + 1;
  window.document.body.innerHTML = html.slice(bodyStart, html.lastIndexOf('</body>'));
  window.history.replaceState(null, '', shell.pathname);
  const errors: unknown[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  let roots: Root[] = [];
  await act(async () => {
    roots = hydrateIslands(window.document as unknown as Document, ALL_ISLANDS, { onRecoverableError: (e) => errors.push(e) });
  });
  return {
    roots,
    errors,
    unmount: async () => {
      await act(async () => roots.forEach((r) => r.unmount()));
      console.error = originalError;
    },
  };
}

/** Lets pending promises (fetch stubs) and React updates settle. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  });
}

export async function click(element: Element | null): Promise<void> {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    (element as HTMLElement).click();
  });
}

export async function keydown(element: Element | null, key: string): Promise<void> {
  if (!element) throw new Error('no element for keydown');
  await act(async () => {
    element.dispatchEvent(new window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }) as unknown as Event);
  });
}

/** Types into a controlled input the way a browser does (native setter, then an input event). */
export async function typeInto(element: Element | null, value: string): Promise<void> {
  if (!element) throw new Error('no field');
  const proto = element.tagName === 'TEXTAREA' ? window.HTMLTextAreaElement.prototype : window.HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  await act(async () => {
    setter?.call(element, value);
    element.dispatchEvent(new window.Event('input', { bubbles: true }) as unknown as Event);
  });
}

export async function submit(form: Element | null): Promise<void> {
  if (!form) throw new Error('no form');
  await act(async () => {
    form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }) as unknown as Event);
  });
}

type FetchCall = { url: string; init: RequestInit | undefined };

/** Replaces the network (globalThis.fetch) with a function answering from `respond`; returns the calls made. */
export function stubFetch(respond: (url: string, init?: RequestInit) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>) {
  const calls: FetchCall[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    const { status, body } = await respond(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { calls, restore: () => (globalThis.fetch = original) };
}
