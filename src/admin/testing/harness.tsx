// Test-only helpers: render into the happy-dom document, stub the network (fetch and XMLHttpRequest), interact.
import assert from 'node:assert/strict';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { AdminApp } from '../app';
import type { AuthStatus } from '../../shared/types';

// ---------- network ----------

export type Call = { method: string; url: string; body: unknown };
type Reply = { status?: number; body?: unknown; text?: string; headers?: Record<string, string> };
type Handler = (call: Call) => Reply | undefined;

/** Replaces globalThis.fetch; unmatched calls fail the test loudly (status 599). Returns the recorded calls. */
export function stubFetch(handler: Handler): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const reply = handler(call) ?? { status: 599, text: `unexpected ${method} ${url}` };
    const status = reply.status ?? 200;
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json', ...reply.headers } });
  }) as typeof fetch;
  return calls;
}

/** A routing table: 'GET /api/x' → reply (or a function of the call). */
export function routes(table: Record<string, Reply | ((call: Call) => Reply)>): Handler {
  return (call) => {
    const path = call.url.split('?')[0];
    const entry = table[`${call.method} ${call.url}`] ?? table[`${call.method} ${path}`];
    return typeof entry === 'function' ? entry(call) : entry;
  };
}

export class FakeXHR {
  static instances: FakeXHR[] = [];
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  body: FormData | null = null;
  headers: Record<string, string> = {};
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXHR.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(): string | null {
    return null;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async respond(status: number, text: string): Promise<void> {
    this.status = status;
    this.responseText = text;
    await act(async () => this.onload?.());
  }
  async fail(): Promise<void> {
    await act(async () => this.onerror?.());
  }
}

export function stubXhr(): typeof FakeXHR {
  FakeXHR.instances = [];
  (globalThis as Record<string, unknown>).XMLHttpRequest = FakeXHR;
  return FakeXHR;
}

// ---------- rendering ----------

let mounted: { root: Root; container: HTMLElement }[] = [];

export async function render(ui: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(ui));
  mounted.push({ root, container });
  return container;
}

export const signedIn: AuthStatus = { isAuthenticated: true, username: 'owner' };

/** The whole admin app at `path`, signed in unless told otherwise (null: no auth known yet). Returns what `leave` was called with. */
export async function renderAdmin(path: string, auth: AuthStatus | null = signedIn) {
  const left: string[] = [];
  await render(
    <MemoryRouter initialEntries={[path]}>
      <AdminApp auth={auth ?? undefined} leave={(url) => left.push(url)} />
    </MemoryRouter>,
  );
  await settle();
  return { left };
}

export async function cleanup(): Promise<void> {
  for (const { root, container } of mounted) {
    await act(async () => root.unmount());
    container.remove();
  }
  mounted = [];
  document.body.innerHTML = '';
}

/** Lets pending promises, effects and short timers run. */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

export async function waitFor(check: () => void, timeoutMs = 2000): Promise<void> {
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

// ---------- queries ----------

const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

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

export function dialog(): HTMLElement {
  const all = document.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  const last = all[all.length - 1];
  assert.ok(last, 'no open dialog');
  return last;
}

export function toastTexts(): { title: string; description: string; variant: string } | null {
  const card = document.querySelector('[data-toast]');
  if (!card) return null;
  return {
    title: text(card.querySelector('[data-toast-title]') ?? card),
    description: card.querySelector('[data-toast-description]') ? text(card.querySelector('[data-toast-description]')!) : '',
    variant: card.getAttribute('data-toast') ?? '',
  };
}

// ---------- interaction ----------

export async function click(el: Element): Promise<void> {
  await act(async () => {
    (el as HTMLElement).click();
  });
  await settle();
}

/** Sets a value the way a person typing does, so React sees the change. */
export async function type(el: HTMLElement, value: string): Promise<void> {
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  await act(async () => {
    el.focus();
    setter?.call(el, value);
    el.dispatchEvent(new window.Event('input', { bubbles: true }));
    el.dispatchEvent(new window.Event('change', { bubbles: true }));
  });
}

export async function blur(el: HTMLElement): Promise<void> {
  await act(async () => {
    el.blur(); // happy-dom dispatches blur and focusout, which React's onBlur listens to
  });
  await settle();
}

export async function submit(form: HTMLFormElement): Promise<void> {
  await act(async () => {
    form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
}

export async function chooseFiles(input: HTMLInputElement, files: File[]): Promise<void> {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new window.Event('change', { bubbles: true }));
  });
  await settle();
}

export async function keyDown(el: Element, key: string, init: { shiftKey?: boolean } = {}): Promise<void> {
  await act(async () => {
    el.dispatchEvent(new window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
  await settle();
}

export function imageFile(name: string, sizeBytes: number, mime = 'image/png'): File {
  return new File([new Uint8Array(sizeBytes)], name, { type: mime });
}
