import { AVAILABILITY_TEXT } from '../../shared/availability/availability';
import { MONTH_NAMES, MONTH_SHORT_NAMES } from '../../shared/months';
import { monthRanges } from '../../shared/seasons/seasons';
import type { ProductOrigin } from '../../shared/types';
import { cn } from '../../ui/cn';

export const seasonGridMessages = {
  caption: (product: string, month: string) => `Availability of ${product} by origin and month. This month, ${month}, is marked Now.`,
  origin: 'Origin',
  available: 'Available',
  notAvailable: 'Not available',
  thisMonth: ', this month',
  now: 'Now',
  legendThisMonth: (month: string) => `This month (${month}, India time)`,
};

const messages = seasonGridMessages;
const MONTHS = MONTH_NAMES.map((name, i) => ({ number: i + 1, name, short: MONTH_SHORT_NAMES[i]! }));

/** The filled bar of an available month: rounded where the season begins or ends, so a run of months reads as one. */
function AvailableMark({ joinsBefore, joinsAfter }: { joinsBefore: boolean; joinsAfter: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block h-4 bg-leaf-600', !joinsBefore && 'ml-0.5 rounded-l-full', !joinsAfter && 'mr-0.5 rounded-r-full')}
    />
  );
}

/** An unavailable month: a small hollow ring, a shape of its own (never colour alone). */
function UnavailableMark() {
  return <span aria-hidden="true" className="mx-auto block size-2 rounded-full border border-stone-400" />;
}

/**
 * A product's availability as a table: one row per origin, a column per month, available months filled, this month
 * (India time) marked. `month` comes from the page's data (the server's clock), never from the render.
 */
export function SeasonGrid({ productName, origins, month }: { productName: string; origins: ProductOrigin[]; month: number }) {
  const monthName = MONTH_NAMES[month - 1]!;
  return (
    <div>
      <table className="w-full table-fixed border-separate border-spacing-0 text-sm">
        <caption className="mb-4 text-left text-base leading-relaxed text-stone-700">{messages.caption(productName, monthName)}</caption>
        <colgroup>
          <col className="w-24 sm:w-36" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="pb-2 text-left align-bottom text-xs font-semibold tracking-wide text-stone-600 uppercase">
              {messages.origin}
            </th>
            {MONTHS.map((m) => {
              const current = m.number === month;
              return (
                <th
                  key={m.number}
                  scope="col"
                  aria-current={current ? 'date' : undefined}
                  className={cn(
                    'px-0 pt-1 pb-2 text-center align-bottom text-xs font-semibold',
                    current ? 'rounded-t-lg bg-mango-100 text-mango-900' : 'text-stone-600',
                  )}
                >
                  {current ? (
                    <span aria-hidden="true" className="block text-[0.625rem] leading-tight font-bold tracking-wide uppercase">
                      {messages.now}
                    </span>
                  ) : null}
                  <span aria-hidden="true" className="sm:hidden">
                    {m.name[0]}
                  </span>
                  <span aria-hidden="true" className="hidden sm:inline">
                    {m.short}
                  </span>
                  <span className="sr-only">
                    {m.name}
                    {current ? messages.thisMonth : ''}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {origins.map((origin) => {
            const has = new Set(origin.months);
            return (
              <tr key={origin.country}>
                <th
                  scope="row"
                  className="border-t border-stone-200 py-2.5 pr-2 text-left align-middle font-semibold break-words text-leaf-950"
                >
                  {origin.country} {/* The season in words too, so a phone's one-letter columns need no counting. */}
                  <span className="block text-xs font-medium text-stone-600">
                    {[monthRanges(origin.months), ...(origin.mode ? [AVAILABILITY_TEXT.byMode[origin.mode]] : [])].join(', ')}
                  </span>
                </th>
                {MONTHS.map((m) => {
                  const available = has.has(m.number);
                  return (
                    <td
                      key={m.number}
                      className={cn('border-t border-stone-200 px-0 py-2.5 align-middle', m.number === month && 'bg-mango-50')}
                      data-available={available ? 'true' : 'false'}
                    >
                      {available ? (
                        <AvailableMark joinsBefore={has.has(m.number - 1)} joinsAfter={has.has(m.number + 1)} />
                      ) : (
                        <UnavailableMark />
                      )}
                      <span className="sr-only">{available ? messages.available : messages.notAvailable}</span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="block h-4 w-6 rounded-full bg-leaf-600" />
          {messages.available}
        </li>
        <li className="flex items-center gap-2">
          <span className="block size-2 rounded-full border border-stone-400" />
          {messages.notAvailable}
        </li>
        <li className="flex items-center gap-2">
          <span className="rounded bg-mango-100 px-1.5 text-[0.625rem] font-bold tracking-wide text-mango-900 uppercase">
            {messages.now}
          </span>
          {messages.legendThisMonth(monthName)}
        </li>
      </ul>
    </div>
  );
}
