// Months of the year as the catalogue uses them: 1 (January) to 12 (December). Which month it is now is India's
// (india-time.ts).

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Jan, Feb, ... for the season grid's narrow columns. */
export const MONTH_SHORT_NAMES = /* @__PURE__ */ MONTH_NAMES.map((name) => name.slice(0, 3));
