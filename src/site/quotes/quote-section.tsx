import { productQuoteFormUrl, QUOTE_SECTION_ID } from '../../shared/paths';
import type { Product } from '../../shared/types';
import { SectionHeading } from '../components/section-heading';
import { Island } from '../islands/island';
import { QuoteForm, type QuoteFormState } from './quote-form';

export const quoteSectionMessages = {
  eyebrow: 'Request a quote',
  title: (product: string) => `Get a price for ${product}`,
  lead: 'Tell us how much you need and where to deliver it. We reply with a price and availability within one business day.',
};

/** A product page's quote request: the form, server-rendered and working without JavaScript, hydrated as an island. */
export function QuoteSection({ product, form }: { product: Pick<Product, 'id' | 'name' | 'slug'>; form: QuoteFormState }) {
  const messages = quoteSectionMessages;
  return (
    <section id={QUOTE_SECTION_ID} aria-labelledby="quote-title" className="render-when-near scroll-mt-24 bg-cream-50 py-12 md:py-16">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14 lg:px-8">
        <SectionHeading
          id="quote-title"
          eyebrow={messages.eyebrow}
          title={messages.title(product.name)}
          lead={messages.lead}
          align="left"
        />
        <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-leaf-900/5 sm:p-8">
          <Island
            name="quote-form"
            component={QuoteForm}
            props={{ productId: product.id, productName: product.name, action: productQuoteFormUrl(product.slug), form }}
          />
        </div>
      </div>
    </section>
  );
}
