import { monthName } from '../../shared/i18n/months';
import type { ProductOrigin } from '../../shared/types';
import { cn } from '../../ui/cn';
import { modeText } from '../availability/status-words';
import { countryNamesIn } from '../document/countries';
import { listOf, monthRangesIn } from '../i18n/formats';
import { useLocale, useT } from '../i18n/use-t';

/** January to December, each with its number. */
const MONTH_NUMBERS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The filled bar of an available month: rounded where the season begins or ends, so a run of months reads as one.
 * Logical sides: in Arabic the months run right to left (the table follows the page's dir), and so do the bars.
 */
function AvailableMark({ joinsBefore, joinsAfter }: { joinsBefore: boolean; joinsAfter: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block h-4 bg-leaf-600', !joinsBefore && 'ms-0.5 rounded-s-full', !joinsAfter && 'me-0.5 rounded-e-full')}
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
  const locale = useLocale();
  const t = useT();
  const now = t('seasons.now');
  const thisMonth = monthName(locale, month);
  const months = MONTH_NUMBERS.map((number) => ({
    number,
    name: monthName(locale, number),
    short: monthName(locale, number, 'short'),
  }));
  return (
    <div>
      <table className="w-full table-fixed border-separate border-spacing-0 text-sm">
        <caption className="mb-4 text-start text-base leading-relaxed text-stone-700">
          {t('seasonGrid.caption', { product: productName, month: thisMonth, now })}
        </caption>
        <colgroup>
          <col className="w-24 sm:w-36" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="pb-2 text-start align-bottom text-xs font-semibold tracking-wide text-stone-600 uppercase">
              {t('seasonGrid.origin')}
            </th>
            {months.map((m) => {
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
                      {now}
                    </span>
                  ) : null}
                  <span aria-hidden="true" className="sm:hidden">
                    {m.name[0]}
                  </span>
                  <span aria-hidden="true" className="hidden sm:inline">
                    {m.short}
                  </span>
                  <span className="sr-only">{current ? t('seasonGrid.monthNow', { month: m.name }) : m.name}</span>
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
                  className="border-t border-stone-200 py-2.5 pe-2 text-start align-middle font-semibold break-words text-leaf-950"
                >
                  {countryNamesIn(locale, origin.country)}{' '}
                  {/* The season in words too, so a phone's one-letter columns need no counting. */}
                  <span className="block text-xs font-medium text-stone-600">
                    {listOf(locale, [monthRangesIn(locale, origin.months), ...(origin.mode ? [modeText(locale, origin.mode)] : [])])}
                  </span>
                </th>
                {months.map((m) => {
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
                      <span className="sr-only">{available ? t('seasonGrid.available') : t('seasonGrid.notAvailable')}</span>
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
          {t('seasonGrid.available')}
        </li>
        <li className="flex items-center gap-2">
          <span className="block size-2 rounded-full border border-stone-400" />
          {t('seasonGrid.notAvailable')}
        </li>
        <li className="flex items-center gap-2">
          <span className="rounded bg-mango-100 px-1.5 text-[0.625rem] font-bold tracking-wide text-mango-900 uppercase">{now}</span>
          {t('seasonGrid.legendThisMonth', { month: thisMonth })}
        </li>
      </ul>
    </div>
  );
}
