import { AVAILABILITY_TEXT, type StockProduct } from '../../shared/availability/availability';
import { productsUrl, productUrl } from '../../shared/paths';
import { monthRanges } from '../../shared/seasons/seasons';
import { langOf } from '../../shared/translations/in-english';
import { buttonClasses } from '../../ui/button';
import { StatusLabel, viewDetails } from '../availability/origin-availability';
import { groupByCategory } from '../components/category-groups';
import { EnquiryBand } from '../components/enquiry-band';
import { PageIntro } from '../components/page-intro';
import { PageSection } from '../components/page-section';

export const availabilityPageMessages = {
  eyebrow: 'Stock and arrivals',
  title: 'What We Have Now',
  lead: (days: number) =>
    `Every fruit we supply, and what each origin has today: in stock, arriving on a date, or sold out for the season. Each status shows the day our team set it; after ${days} days it reads “Ask for current availability”.`,
  inStockLink: 'Only what is in stock now',
  product: 'Fruit',
  origin: 'Origin',
  status: 'Availability',
  season: 'Season',
  usually: (mode: string) => `usually ${mode}`,
  none: 'Our catalogue is being updated. Please check back soon.',
  askTitle: 'Planning an order?',
  askText: 'Tell us the fruit, the quantity and when you need it: we will confirm what we have and what is on its way.',
  askButton: 'Send an Enquiry',
};

const messages = availabilityPageMessages;

/**
 * /availability: every public product with each origin's status, by category, one table each. Server markup only (no
 * script); it prints as it reads, without the site's header and footer.
 */
export function AvailabilityPage({ products, staleAfterDays }: { products: StockProduct[]; staleAfterDays: number }) {
  const groups = groupByCategory(products.filter((p) => p.origins.length > 0));
  return (
    <>
      <PageIntro eyebrow={messages.eyebrow} title={messages.title} lead={messages.lead(staleAfterDays)}>
        <a href={productsUrl(undefined, true)} className={buttonClasses('outline', 'md', 'mt-6 print:hidden')}>
          {messages.inStockLink}
        </a>
      </PageIntro>

      <PageSection labelledBy="stock-board-title" className="pt-8 pb-12 md:py-16">
        <h2 id="stock-board-title" className="sr-only">
          {messages.eyebrow}
        </h2>
        {groups.length === 0 ? <p className="text-center text-stone-700">{messages.none}</p> : null}
        <div className="space-y-8 md:space-y-10">
          {groups.map((group) => (
            <section
              key={group.id}
              aria-labelledby={`stock-category-${group.id}`}
              className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-leaf-900/5 break-inside-avoid sm:p-6 max-md:nth-[n+3]:render-when-near print:p-0 print:shadow-none print:ring-0"
            >
              <h3 id={`stock-category-${group.id}`} className="text-sm font-bold tracking-[0.14em] text-mango-700 uppercase">
                {group.name}
              </h3>
              <table className="mt-3 w-full border-collapse text-left text-sm sm:text-base">
                <thead>
                  <tr className="border-b border-leaf-900/15 text-xs tracking-wide text-stone-600 uppercase">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {messages.product}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {messages.origin}
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      {messages.status}
                    </th>
                  </tr>
                </thead>
                {group.products.map((product) => (
                  <tbody key={product.id} className="border-b border-leaf-900/10 last:border-0">
                    {product.origins.map((origin, i) => {
                      const details = viewDetails(origin.view);
                      return (
                        <tr key={origin.country} className="align-top">
                          {i === 0 ? (
                            <th scope="rowgroup" rowSpan={product.origins.length} className="py-3 pr-3 font-semibold">
                              <a
                                href={productUrl(product.slug)}
                                className="rounded font-display text-base text-leaf-950 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500 sm:text-lg"
                                lang={langOf(product, 'name')}
                              >
                                {product.name}
                              </a>
                            </th>
                          ) : null}
                          <td className="py-3 pr-3 text-stone-800">
                            <span className="font-medium">{origin.country}</span>
                            <span className="block text-xs text-stone-600">
                              {[
                                monthRanges(origin.months),
                                ...(origin.mode ? [messages.usually(AVAILABILITY_TEXT.byMode[origin.mode])] : []),
                              ].join(', ')}
                            </span>
                          </td>
                          <td className="py-3">
                            <StatusLabel view={origin.view} className="text-xs sm:text-sm" />
                            {details.length > 0 ? (
                              <span className="mt-1 block text-xs text-stone-700 sm:text-sm">{details.join(' · ')}</span>
                            ) : null}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                ))}
              </table>
            </section>
          ))}
        </div>
      </PageSection>

      <EnquiryBand
        id="stock-ask-title"
        title={messages.askTitle}
        text={messages.askText}
        button={messages.askButton}
        className="print:hidden"
      />
    </>
  );
}
