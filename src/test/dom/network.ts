// The network of a DOM test: globalThis.fetch and XMLHttpRequest replaced by stubs that record every request.
// Each stub puts the original back after the test (cleanup.ts), whether the test passed or threw.
import { act } from 'react';
import { onCleanup } from './cleanup';

export type Call = { method: string; url: string; body: unknown; ifMatch?: string };
export type Reply = { status?: number; body?: unknown; text?: string; headers?: Record<string, string> };
export type Handler = (call: Call) => Reply | undefined | Promise<Reply | undefined>;

/** Sets a global for the rest of the test; the previous value (or its absence) comes back at clean-up. */
function replaceGlobal(name: 'fetch' | 'XMLHttpRequest', value: unknown): void {
  const previous = Object.getOwnPropertyDescriptor(globalThis, name);
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  onCleanup(() => {
    if (previous) Object.defineProperty(globalThis, name, previous);
    else delete (globalThis as Record<string, unknown>)[name];
  });
}

/**
 * Replaces globalThis.fetch with `handler` and returns the calls made (method, URL, JSON body). A reply is JSON
 * (`body`) or raw `text`; a call the handler does not answer fails loudly with status 599. A handler may return a
 * promise, to hold an answer back and observe the loading state. Stubbing again replaces the handler.
 */
export function stubFetch(handler: Handler): Call[] {
  const calls: Call[] = [];
  replaceGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    // The version a save was made from, when it sends one (If-Match); absent otherwise, so most calls compare as before.
    const ifMatch = new Headers(init?.headers).get('if-match');
    const call = { method, url, body, ...(ifMatch ? { ifMatch } : {}) };
    calls.push(call);
    const reply = (await handler(call)) ?? { status: 599, text: `unexpected ${method} ${url}` };
    const status = reply.status ?? 200;
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json', ...reply.headers } });
  });
  return calls;
}

/** 'GET /api/x' (with or without the query string) → a reply, or a function of the call. */
export type RouteTable = Record<string, Reply | ((call: Call) => Reply | Promise<Reply>)>;

/** A handler for stubFetch that answers from a routing table. */
export function routes(table: RouteTable): Handler {
  return (call) => {
    const path = call.url.split('?')[0];
    const entry = table[`${call.method} ${call.url}`] ?? table[`${call.method} ${path}`];
    return typeof entry === 'function' ? entry(call) : entry;
  };
}

/**
 * A list the stubbed server keeps: `read` is the route that answers it as it is now, `remove` a DELETE's route that
 * keeps only the entries `keep` keeps (204).
 */
export function serverList<T>(items: T[]) {
  const list = {
    items,
    read: (): Reply => ({ body: list.items }),
    remove: (keep: (item: T) => boolean) => (): Reply => {
      list.items = list.items.filter(keep);
      return { status: 204 };
    },
  };
  return list;
}

/** A fetch that never answers: what a page shows while it waits. */
export const never: Handler = () => new Promise<never>(() => {});

/**
 * An answer the test holds back, to observe what a page does while it waits: `reply` is the route (each call gets a
 * pending promise), `answer` settles the latest of them.
 */
export function heldReply(): { reply: () => Promise<Reply>; answer: (reply: Reply) => void } {
  let settle: (reply: Reply) => void = () => {};
  return {
    reply: () => new Promise<Reply>((resolve) => (settle = resolve)),
    answer: (reply) => settle(reply),
  };
}

/** An XMLHttpRequest the test drives: it records what was sent, then reports progress, an answer or a failure. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
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
    FakeXhr.instances.push(this);
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

/** Replaces XMLHttpRequest with FakeXhr; `instances` lists the requests made, oldest first. */
export function stubXhr(): typeof FakeXhr {
  FakeXhr.instances = [];
  replaceGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
