// A browser-like HTTP client for the running site: a cookie jar (the session and device cookies and their
// signatures), JSON bodies, and optionally a chosen loopback source address, so one script can be many clients.
import { sendFrom } from './send-from';

type RequestOptions = {
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  redirect?: RequestRedirect;
};

/** fetch with a cookie jar (the session cookie and its signature). */
export class SiteClient {
  readonly cookies = new Map<string, string>();
  /** `localAddress`: send from this source address (any 127.0.0.x works on loopback), so one test can be many clients. */
  constructor(
    readonly baseUrl: string,
    readonly localAddress?: string,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, pathname: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size && !('cookie' in headers)) headers.cookie = this.cookieHeader();
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const res = this.localAddress
      ? await requestFrom(this.localAddress, this.baseUrl + pathname, method, headers, body)
      : await fetch(this.baseUrl + pathname, { method, headers, body: body ?? null, redirect: options.redirect ?? 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  get = (p: string, o?: RequestOptions) => this.request('GET', p, o);
  post = (p: string, o?: RequestOptions) => this.request('POST', p, o);
  put = (p: string, o?: RequestOptions) => this.request('PUT', p, o);
  delete = (p: string, o?: RequestOptions) => this.request('DELETE', p, o);
}

/** A request from a chosen source address, answered as a fetch Response like the fetch path. */
async function requestFrom(
  localAddress: string,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: BodyInit | undefined,
): Promise<Response> {
  if (body !== undefined && typeof body !== 'string') throw new Error('requestFrom sends string bodies only');
  const reply = await sendFrom(url, method, { from: localAddress, headers, ...(body === undefined ? {} : { body }) });
  const h = new Headers();
  for (const [name, value] of Object.entries(reply.headers)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) h.append(name, v);
  }
  return new Response(reply.status === 204 || reply.status === 304 ? null : new Uint8Array(reply.body), {
    status: reply.status,
    headers: h,
  });
}
