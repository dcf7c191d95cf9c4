import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export type RawReply = { status: number; headers: IncomingHttpHeaders; body: Buffer; ms: number };

export type SendOptions = {
  /** The loopback source address (any 127.0.0.x): to a rate limit, one address is one client. */
  from?: string;
  headers?: Record<string, string>;
  /** A JSON body (sets its content type and length). */
  json?: unknown;
  /** A string body with the caller's headers. */
  body?: string;
  /** Sends the first bytes of the body at once and the rest when this resolves: a request kept in flight. */
  hold?: Promise<unknown>;
};

/**
 * One HTTP request through node:http (fetch cannot choose a source address or hold a body back), with its
 * status, headers, body and time. The one way tests, the bench and the probes act as many clients.
 */
export function sendFrom(url: string, method: string, options: SendOptions = {}): Promise<RawReply> {
  const body = options.json === undefined ? (options.body ?? '') : JSON.stringify(options.json);
  const headers: Record<string, string | number> = { ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (body) headers['content-length'] = Buffer.byteLength(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false, ...(options.from ? { localAddress: options.from } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }),
      );
    });
    req.on('error', reject);
    if (options.hold) {
      req.write(body.slice(0, 3));
      void options.hold.then(() => req.end(body.slice(3)));
    } else req.end(body);
  });
}
