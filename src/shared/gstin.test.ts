import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { gstinCheckCharacter, isValidGstin } from './gstin';

test('published GSTINs pass, and their check character is the one GSTN computes', () => {
  for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']) {
    assert.equal(gstinCheckCharacter(gstin.slice(0, 14)), gstin[14], gstin);
    assert.ok(isValidGstin(gstin), gstin);
  }
});

test('wrong shapes fail: length, lowercase, no Z, state 00, a bad check character', () => {
  for (const bad of [
    '',
    '27AAPFU0939F1Z',
    '27AAPFU0939F1ZVX',
    '27aapfu0939f1zv',
    '27AAPFU0939F1YV',
    '00AAPFU0939F1ZV',
    '27AAPFU0939F1ZW',
    '27AAPF10939F1ZV',
  ]) {
    assert.equal(isValidGstin(bad), false, bad);
  }
});

test('changing any one of the first 14 characters to another valid one is caught by the check character', () => {
  const valid = '27AAPFU0939F1ZV';
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 13 }), fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), (at, ch) => {
      fc.pre(ch !== valid[at]);
      const typo = valid.slice(0, at) + ch + valid.slice(at + 1);
      assert.equal(isValidGstin(typo), false, typo);
    }),
  );
});
