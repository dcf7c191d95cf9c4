import assert from 'node:assert/strict';

/** A response's JSON once its status is the one expected (the body is named in the failure when it is not). */
export async function answerOf<T>(res: Response, status = 200): Promise<T> {
  assert.equal(res.status, status, await res.clone().text());
  return (await res.json()) as T;
}
