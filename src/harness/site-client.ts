// A browser-like HTTP client for the running site: a cookie jar (the session and device cookies and their
// signatures), JSON bodies, and optionally a chosen loopback source address, so one script can be many clients.
import { request as httpRequest } from 'node:http';

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

/** One request through node:http from a chosen source address (fetch cannot bind one), answered as a fetch Response. */
function requestFrom(
  localAddress: string,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: BodyInit | undefined,
): Promise<Response> {
  if (body !== undefined && typeof body !== 'string') throw new Error('requestFrom sends string bodies only');
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const h = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) h.append(name, v);
        }
        const status = res.statusCode ?? 500;
        resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: h }));
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
