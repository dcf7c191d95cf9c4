// The browser's one way to call the JSON API (spec §7: every call sends credentials; JSON in and out), and the one
// way to turn a failed call into the words a screen shows (spec §8).

import { CHANGE_ID_HEADER } from './history/change-id';

/** Spec §8: a non-success response becomes an error whose message is "{status}: {body text or status text}". */
export class ApiRequestError extends Error {
  // `declare`: set in the constructor only, so no class-field code is emitted into the public pages' scripts.
  declare readonly status: number;
  /** The server's own `message`, when the body is our JSON error shape `{ message, code, fields? }`. */
  declare readonly serverMessage: string | undefined;
  /** The server's message for each refused field of a form, by field name (empty when it sent none). */
  declare readonly fields: Record<string, string>;
  /** The Retry-After header of a 429 or 503, as sent. */
  declare readonly retryAfter: string | null;

  constructor(status: number, statusText: string, bodyText: string, retryAfter: string | null = null) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    const { message, fields } = readErrorBody(bodyText);
    this.serverMessage = typeof message === 'string' ? message : undefined;
    this.fields = fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
    this.retryAfter = retryAfter;
  }
}

/** Spec §8: a call that got no answer to read (the network failed, or a success came with a body that is not JSON); its message is what the screen shows. */
export class NoAnswerError extends Error {}

/** The body of our JSON error shape, or nothing when the body is something else. */
function readErrorBody(bodyText: string): { message?: unknown; fields?: unknown } {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object') return parsed;
  } catch {
    // not JSON: no server message
  }
  return {};
}

/**
 * Spec §8, the one error-to-message rule of every screen: the server's own words when it sent some, the words of a
 * call that got no answer, else the screen's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? fallback;
  if (error instanceof NoAnswerError) return error.message;
  return fallback;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The admin's listener for the changes its writes record (the Change-Id header): what a toast's Undo takes back. */
let changeListener: ((changeId: number) => void) | undefined;
export const onRecordedChange = (listener: ((changeId: number) => void) | undefined) => {
  changeListener = listener;
};
/** Tells the listener about the change an answer names, if it names one. */
export function noticeRecordedChange(header: string | null): void {
  if (header && /^[1-9][0-9]*$/.test(header)) changeListener?.(Number(header));
}

const JSON_TYPE = 'application/json';

export async function apiRequest<T>(method: HttpMethod, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  // fetch's default credentials ('same-origin') send the session cookie with every call (spec §7).
  const response = await fetch(url, {
    method,
    headers: body === undefined ? { Accept: JSON_TYPE } : { Accept: JSON_TYPE, 'Content-Type': JSON_TYPE },
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiRequestError(response.status, response.statusText, text, response.headers.get('Retry-After'));
  }
  noticeRecordedChange(response.headers.get(CHANGE_ID_HEADER));
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(url: string, signal?: AbortSignal) => apiRequest<T>('GET', url, undefined, signal),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body),
  put: <T>(url: string, body: unknown) => apiRequest<T>('PUT', url, body),
  delete: <T = void>(url: string) => apiRequest<T>('DELETE', url),
};
