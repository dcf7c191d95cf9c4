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
  /** The whole JSON body of our error shape (its `code`: 'stale' when a save was made from an older copy). */
  declare readonly body: Record<string, unknown>;

  constructor(status: number, statusText: string, bodyText: string, retryAfter: string | null = null) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    const body = readErrorBody(bodyText);
    const { message, fields } = body;
    this.body = body;
    this.serverMessage = typeof message === 'string' ? message : undefined;
    this.fields = fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
    this.retryAfter = retryAfter;
  }
}

/** Spec §8: a call that got no answer to read (the network failed, or a success came with a body that is not JSON); its message is what the screen shows. */
export class NoAnswerError extends Error {}

/** The body of our JSON error shape, or nothing when the body is something else. */
function readErrorBody(bodyText: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
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

/**
 * The admin's listener for the changes its writes record: told each answer's Change-Id header, as sent (null when
 * there is none). The public pages never set one; the admin checks what it is told (data/undo.ts).
 */
export let changeListener: ((header: string | null) => void) | undefined;
export const onRecordedChange = (listener: typeof changeListener) => {
  changeListener = listener;
};

const JSON_TYPE = 'application/json';

export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
  extraHeaders?: Record<string, string>,
): Promise<T> {
  // fetch's default credentials ('same-origin') send the session cookie with every call (spec §7).
  const response = await fetch(url, {
    method,
    headers: { Accept: JSON_TYPE, ...(body === undefined ? {} : { 'Content-Type': JSON_TYPE }), ...extraHeaders },
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiRequestError(response.status, response.statusText, text, response.headers.get('Retry-After'));
  }
  changeListener?.(response.headers.get(CHANGE_ID_HEADER));
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(url: string, signal?: AbortSignal) => apiRequest<T>('GET', url, undefined, signal),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body),
  /** `headers`: e.g. If-Match, the version a save was made from. */
  put: <T>(url: string, body: unknown, headers?: Record<string, string>) => apiRequest<T>('PUT', url, body, undefined, headers),
  delete: <T = void>(url: string) => apiRequest<T>('DELETE', url),
};
