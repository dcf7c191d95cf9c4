import { MONTH_NAMES, MONTH_SHORT_NAMES } from '../../shared/months';
import { productUrl, seasonsUrl } from '../../shared/paths';
import { monthRanges, type SeasonalProduct } from '../../shared/seasons/seasons';
import { langOf } from '../../shared/translations/in-english';
import { cn } from '../../ui/cn';
import { ArrowRightIcon, MapPinIcon } from '../../ui/icons';
import { groupByCategory } from '../components/category-groups';
import { EnquiryBand } from '../components/enquiry-band';
import { PageIntro } from '../components/page-intro';
import { PageSection } from '../components/page-section';

export const seasonsPageMessages = {
  eyebrow: 'Season calendar',
  title: 'What Is in Season, Month by Month',
  lead: 'Every fruit we import and supply, by the month it is in season and the origins it comes from. Pick a month to plan your orders.',
  monthsLabel: 'Months',
  now: 'Now',
  inSeason: (month: string) => `In Season in ${month}`,
  thisMonth: 'This month',
  count: (n: number) => (n === 1 ? '1 fruit' : `${n} fruits`),
  from: 'from',
  alsoFrom: 'Other origins',
  none: (month: string) => `Nothing in our catalogue is listed for ${month} yet.`,
  noneHint: 'Tell us what you need: we may still be able to source it.',
  askTitle: 'Need a fruit out of season?',
  askText: 'We import from growers across both hemispheres. Tell us what you need and when, and we will tell you what we can supply.',
  askButton: 'Send an Enquiry',
};

const messages = seasonsPageMessages;

/** One link per month; each works without JavaScript. The month shown is the current page, this month is marked. */
function MonthFilter({ month, currentMonth }: { month: number; currentMonth: number }) {
  return (
    <nav aria-label={messages.monthsLabel} className="mx-auto mt-8 max-w-5xl md:mt-10">
      <ul className="grid grid-cols-6 gap-1.5 sm:gap-2 lg:grid-cols-12">
        {MONTH_SHORT_NAMES.map((short, i) => {
          const m = i + 1;
          const selected = m === month;
          const isNow = m === currentMonth;
          return (
            <li key={short}>
              <a
                href={seasonsUrl(m)}
                title={MONTH_NAMES[i]}
                aria-current={selected ? 'page' : undefined}
                className={cn(
                  'flex h-12 flex-col items-center justify-center rounded-xl text-sm font-semibold sm:h-14 sm:rounded-2xl sm:text-base transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500',
                  selected
                    ? 'bg-leaf-700 text-white shadow-sm'
                    : 'bg-white text-leaf-900 ring-1 ring-leaf-900/10 hover:bg-leaf-50 hover:ring-leaf-700/40',
                  isNow && !selected && 'ring-2 ring-mango-500',
                )}
              >
                {short}
                {isNow ? ' ' : null}
                {isNow ? (
                  <span
                    className={cn(
                      'text-[0.6875rem] leading-none font-bold tracking-wider uppercase',
                      selected ? 'text-mango-200' : 'text-mango-700',
                    )}
                  >
                    {messages.now}
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A product in season: its page, the origins that have the month (with each one's season), then its other origins. */
function SeasonRow({ product, month }: { product: SeasonalProduct; month: number }) {
  const now = product.origins.filter((o) => o.months.includes(month));
  const other = product.origins.filter((o) => !o.months.includes(month) && o.months.length > 0);
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <a
        href={productUrl(product.slug)}
        className="group inline-flex items-center gap-1.5 rounded font-display text-lg font-semibold text-leaf-950 hover:text-leaf-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500"
      >
        <span lang={langOf(product, 'name')}>{product.name}</span>
        <ArrowRightIcon className="size-4 text-leaf-600 transition-transform group-hover:translate-x-0.5" />
      </a>
      <ul className="mt-2 flex flex-wrap gap-1.5 text-sm">
        {now.map((o) => (
          <li
            key={o.country}
            className="inline-flex items-center gap-1 rounded-full bg-leaf-50 px-2.5 py-1 font-medium text-leaf-900 ring-1 ring-leaf-700/15"
          >
            <MapPinIcon className="size-3.5 text-leaf-600" />
            <span className="sr-only">{messages.from} </span>
            {o.country} <span className="text-leaf-700">· {monthRanges(o.months)}</span>
          </li>
        ))}
      </ul>
      {other.length > 0 ? (
        <p className="mt-2 text-sm text-stone-600">
          {messages.alsoFrom}: {other.map((o) => `${o.country} (${monthRanges(o.months)})`).join(', ')}
        </p>
      ) : null}
    </li>
  );
}

/** /seasons and /seasons/<month>: the public products in season in a month, by category, with their origins. */
export function SeasonsPage({ month, currentMonth, products }: { month: number; currentMonth: number; products: SeasonalProduct[] }) {
  const monthName = MONTH_NAMES[month - 1]!;
  const groups = groupByCategory(products);
  return (
    <>
      <PageIntro eyebrow={messages.eyebrow} title={messages.title} lead={messages.lead}>
        <MonthFilter month={month} currentMonth={currentMonth} />
      </PageIntro>

      <PageSection labelledBy="in-season-title" className="pt-8 pb-12 md:py-16">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h2 id="in-season-title" className="font-display text-3xl font-semibold text-leaf-950 sm:text-4xl">
            {messages.inSeason(monthName)}
          </h2>
          {month === currentMonth ? (
            <span className="rounded-full bg-mango-100 px-3 py-1 text-sm font-bold text-mango-900">{messages.thisMonth}</span>
          ) : null}
          {products.length > 0 ? <p className="w-full text-stone-700 sm:ml-auto sm:w-auto">{messages.count(products.length)}</p> : null}
        </div>
        {groups.length > 0 ? (
          <div className="mt-6 gap-6 md:mt-8 md:columns-2 xl:columns-3">
            {/* On a phone (one column) the categories after the first start below the first view, so they are laid
                out only as they come near; not in the wider screens' columns, which balance on every height. */}
            {groups.map((group) => (
              <section
                key={group.id}
                aria-labelledby={`season-category-${group.id}`}
                className="mb-6 break-inside-avoid rounded-3xl bg-white p-5 shadow-sm ring-1 ring-leaf-900/5 max-md:nth-[n+2]:render-when-near sm:p-6"
              >
                <h3
                  id={`season-category-${group.id}`}
                  className="border-b border-leaf-900/10 pb-3 text-sm font-bold tracking-[0.14em] text-mango-700 uppercase"
                >
                  {group.name}
                </h3>
                <ul className="mt-4 divide-y divide-leaf-900/10">
                  {group.products.map((product) => (
                    <SeasonRow key={product.id} product={product} month={month} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : (
          <div className="mt-8 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-leaf-900/5">
            <p className="text-lg font-semibold text-leaf-950">{messages.none(monthName)}</p>
            <p className="mt-2 text-stone-700">{messages.noneHint}</p>
          </div>
        )}
      </PageSection>

      <EnquiryBand id="season-ask-title" title={messages.askTitle} text={messages.askText} button={messages.askButton} />
    </>
  );
}
