import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { indiaDate, indiaMidnight, indiaTime, startOfNextIndiaMonth } from './india-time';

/** Moments from 1970 to 2200 (India has kept +05:30 with no daylight saving since 1945). */
const moments = fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) });

// Intl, with its time-zone data, in the test only: the code it checks never loads it.
const kolkata = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});
const fromIntl = (ms: number) => {
  const parts = Object.fromEntries(kolkata.formatToParts(ms).map((p) => [p.type, p.value]));
  return { year: +parts.year!, month: +parts.month!, day: +parts.day!, hour: +parts.hour!, minute: +parts.minute! };
};

test("indiaTime is Asia/Kolkata's date and time, for any moment", () => {
  fc.assert(
    fc.property(moments, (ms) => assert.deepEqual(indiaTime(ms), fromIntl(ms))),
    { numRuns: 5000 },
  );
  assert.deepEqual(indiaTime(Date.parse('2026-11-30T18:29:59.999Z')), { year: 2026, month: 11, day: 30, hour: 23, minute: 59 });
  assert.deepEqual(indiaTime(Date.parse('2026-12-31T18:30:00.000Z')), { year: 2027, month: 1, day: 1, hour: 0, minute: 0 });
  assert.equal(indiaDate(Date.parse('2026-03-31T18:30:00Z')), '2026-04-01');
});

test('the month in India turns at midnight IST, 18:30 UTC the evening before', () => {
  assert.equal(indiaTime(Date.parse('2026-11-30T18:29:59.999Z')).month, 11);
  assert.equal(indiaTime(Date.parse('2026-11-30T18:30:00.000Z')).month, 12);
  assert.equal(indiaTime(Date.parse('2026-12-31T18:30:00.000Z')).month, 1);
  assert.equal(indiaTime(Date.parse('2026-03-01T00:00:00.000Z')).month, 3);
});

test('the next month starts at midnight IST on its 1st, across a year end too', () => {
  const iso = (ms: number) => new Date(ms).toISOString();
  assert.equal(iso(startOfNextIndiaMonth(Date.parse('2026-11-26T10:00:00Z'))), '2026-11-30T18:30:00.000Z');
  assert.equal(iso(startOfNextIndiaMonth(Date.parse('2026-11-30T18:30:00Z'))), '2026-12-31T18:30:00.000Z');
  assert.equal(iso(startOfNextIndiaMonth(Date.parse('2026-12-31T18:29:00Z'))), '2026-12-31T18:30:00.000Z');
  fc.assert(
    fc.property(moments, (ms) => {
      const next = startOfNextIndiaMonth(ms);
      const now = fromIntl(ms);
      // The first moment of the next month, and the one before it still this month.
      assert.deepEqual(fromIntl(next), {
        year: now.month === 12 ? now.year + 1 : now.year,
        month: (now.month % 12) + 1,
        day: 1,
        hour: 0,
        minute: 0,
      });
      assert.equal(fromIntl(next - 1).month, now.month);
    }),
    { numRuns: 2000 },
  );
});

test('indiaMidnight is the instant a date begins in India', () => {
  fc.assert(
    fc.property(moments, (ms) => {
      const { year, month, day } = indiaTime(ms);
      const midnight = indiaMidnight(year, month, day);
      assert.deepEqual(fromIntl(midnight), { year, month, day, hour: 0, minute: 0 });
      assert.ok(midnight <= ms && ms - midnight < 24 * 60 * 60 * 1000);
    }),
    { numRuns: 2000 },
  );
});
