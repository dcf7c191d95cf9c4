// What an island needs to show the words the page gave it, and nothing else, so it bundles no catalogue and no month
// names (DECISION src/decisions/languages.md): a message's {placeholders} filled in, a calendar day in given months.

/** `message` with each {name} replaced by `values[name]`; a placeholder with no value stays as it is. */
export const fill = (message: string, values: Record<string, string | number> = {}): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** '2026-03-31' -> '31 Mar 2026' with `months` the twelve short names of a language; '31 Mar' without the year. */
export function calendarDay(day: string, months: readonly string[], withYear = true): string {
  const [y, m, d] = day.split('-').map(Number);
  const short = `${d} ${months[m! - 1]}`;
  return withYear ? `${short} ${y}` : short;
}
