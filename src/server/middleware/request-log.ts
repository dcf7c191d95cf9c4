import { randomFillSync } from 'node:crypto';
import type { Logger } from '../log';

// Random bytes are drawn 4 KiB at a time and handed out 8 bytes per request: an id stays unguessable and says
// nothing about traffic (a counter would), at a fraction of a randomBytes call per request.
const ID_BYTES = 8;
const pool = Buffer.alloc(ID_BYTES * 512);
let offset = pool.length;

/** A fresh 16-hex-character id for a request: sent as X-Request-Id, logged, and the `ref` of a 500. */
export function nextRequestId(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const id = pool.toString('hex', offset, offset + ID_BYTES);
  offset += ID_BYTES;
  return id;
}

/** Writes the access-log line of one request; a no-op when LOG_REQUESTS is off (the reverse proxy logs too). */
export type RequestLog = (id: string, method: string, path: string, status: number, startedAt: number) => void;

export function createRequestLog(logger: Logger, enabled: boolean): RequestLog {
  if (!enabled) return () => {};
  const elapsed = (startedAt: number) => Math.round((performance.now() - startedAt) * 10) / 10;
  const { request } = logger;
  if (request) return (id, method, path, status, startedAt) => request(id, method, path, status, elapsed(startedAt));
  return (id, method, path, status, startedAt) => logger.info('request', { id, method, path, status, ms: elapsed(startedAt) });
}
