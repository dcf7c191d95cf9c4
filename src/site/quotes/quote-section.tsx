import { productQuoteFormUrl, QUOTE_SECTION_ID } from '../../shared/paths';
import type { Product } from '../../shared/types';
import { useQuoteFormLanguage } from '../components/form-words';
import { SectionHeading } from '../components/section-heading';
import { useT } from '../i18n/use-t';
import { Island } from '../islands/island';
import { QuoteForm, type QuoteFormState } from './quote-form';

/**
 * A product page's quote request: the form, server-rendered and working without JavaScript, hydrated as an island;
 * in the page's language, with the island's words passed as its props.
 */
export function QuoteSection({ product, form }: { product: Pick<Product, 'id' | 'name' | 'slug'>; form: QuoteFormState }) {
  const t = useT();
  const formLanguage = useQuoteFormLanguage(productQuoteFormUrl(product.slug));
  return (
    <section id={QUOTE_SECTION_ID} aria-labelledby="quote-title" className="render-when-near scroll-mt-24 bg-cream-50 py-12 md:py-16">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14 lg:px-8">
        <SectionHeading
          id="quote-title"
          eyebrow={t('quoteSection.eyebrow')}
          title={t('quoteSection.title', { product: product.name })}
          lead={t('quoteSection.lead')}
          align="left"
        />
        <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-leaf-900/5 sm:p-8">
          <Island
            name="quote-form"
            component={QuoteForm}
            props={{ productId: product.id, productName: product.name, form, ...formLanguage }}
          />
        </div>
      </div>
    </section>
  );
}
