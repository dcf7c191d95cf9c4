import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { caseless, composed, withoutMarks } from './unicode';

test('composed gives what normalize("NFC") gives, ASCII shortcut or not', () => {
  assert.equal(composed('cafe\u0301'), 'caf\u00e9');
  assert.equal(composed('plain ascii 42'), 'plain ascii 42');
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (s) => composed(s) === s.normalize('NFC')),
    { numRuns: 5000 },
  );
  fc.assert(
    fc.property(fc.string({ unit: 'binary-ascii' }), (s) => composed(s) === s.normalize('NFC')),
    { numRuns: 2000 },
  );
});

test('withoutMarks drops accents as NFKD and \\p{M} do, ASCII shortcut or not', () => {
  assert.equal(withoutMarks('Crème brûlée'), 'Creme brulee');
  assert.equal(withoutMarks('\ufb01ne'), 'fine');
  const full = (s: string) => s.normalize('NFKD').replace(/\p{M}+/gu, '');
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (s) => withoutMarks(s) === full(s)),
    { numRuns: 5000 },
  );
  fc.assert(
    fc.property(fc.string({ unit: 'binary-ascii' }), (s) => withoutMarks(s) === full(s)),
    { numRuns: 2000 },
  );
});

test('caseless: list entries that differ only in case or outer spaces are one', () => {
  assert.equal(caseless(' Kesar '), caseless('kesar'));
  assert.equal(caseless('ÉCLAIR'), 'éclair');
  assert.notEqual(caseless('Kesar'), caseless('Kesari'));
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (s) => caseless(s) === s.trim().toLocaleLowerCase('en')),
    { numRuns: 3000 },
  );
});
