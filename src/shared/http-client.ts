// The browser's one way to call the JSON API (spec §7: every call sends credentials; JSON in and out).

/** Spec §8: a non-success response becomes an error whose message is "{status}: {body text or status text}". */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly bodyText: string;
  /** The server's own `message`, when the body is our JSON error shape. */
  readonly serverMessage: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, statusText: string, bodyText: string, retryAfter?: string | null) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.bodyText = bodyText;
    this.serverMessage = readServerMessage(bodyText);
    const seconds = retryAfter ? Number.parseInt(retryAfter, 10) : Number.NaN;
    this.retryAfterSeconds = Number.isFinite(seconds) ? seconds : undefined;
  }
}

function readServerMessage(bodyText: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // not JSON: no server message
  }
  return undefined;
}

/** The message a toast shows: the server's own words when it sent some, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? fallback;
  return fallback;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function apiRequest<T>(method: HttpMethod, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json' } };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) {
    throw new ApiRequestError(response.status, response.statusText, text, response.headers.get('Retry-After'));
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(url: string, signal?: AbortSignal) => apiRequest<T>('GET', url, undefined, signal),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body),
  put: <T>(url: string, body: unknown) => apiRequest<T>('PUT', url, body),
  delete: <T = void>(url: string) => apiRequest<T>('DELETE', url),
};
