import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toSafeJson } from './safe-json';

test('toSafeJson escapes every character that could end a script element', () => {
  const hostile = '"><img src=x onerror=alert(1)></script><script>alert(1)</script><!-- & \u2028\u2029';
  const json = toSafeJson({ hostile });
  assert.doesNotMatch(json, /[<>&\u2028\u2029]/);
  assert.deepEqual(JSON.parse(json), { hostile });
});

test('toSafeJson writes null for undefined', () => {
  assert.equal(toSafeJson(undefined), 'null');
});
