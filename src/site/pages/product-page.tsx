import type { OriginAvailability } from '../../shared/availability/availability';
import { contactUrl, productsUrl } from '../../shared/paths';
import { type InEnglishFields, langOf } from '../../shared/translations/in-english';
import type { Product, ProductWithDetails } from '../../shared/types';
import { Badge } from '../../ui/badge';
import { buttonClasses } from '../../ui/button';
import { ArrowRightIcon, MapPinIcon, WhatsappIcon } from '../../ui/icons';
import { OriginAvailabilityList } from '../availability/origin-availability';
import { Breadcrumb } from '../components/breadcrumb';
import { FruitPlaceholder } from '../components/fruit-placeholder';
import { PageSection } from '../components/page-section';
import { ProductCard } from '../components/product-card';
import { productCardWords } from '../components/product-card-words';
import { ProductMoreImages } from '../components/product-more-images';
import { ProductTradeDetails } from '../components/product-trade-details';
import { ProductVarieties } from '../components/product-varieties';
import { responsiveImage } from '../components/responsive-image';
import { SectionHeading } from '../components/section-heading';
import { whatsappUrl } from '../components/whatsapp-link';
import { countryNamesIn } from '../document/countries';
import { productBreadcrumb } from '../document/product-json-ld';
import { useLocale, useLocalePath, useT } from '../i18n/use-t';
import { ProductPriceNote } from '../prices/product-price-note';
import type { QuoteFormState } from '../quotes/quote-form';
import { QuoteSection } from '../quotes/quote-section';

// The picture fills its column: the full width on phones, half of the 1280px container from lg.
const IMAGE_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw';

function ProductImage({ product }: { product: Product }) {
  const t = useT();
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-cream-100 shadow-sm ring-1 ring-leaf-900/5">
      {product.image ? (
        <img
          {...responsiveImage(product.image, IMAGE_SIZES)}
          alt={product.imageAlt || product.name}
          // The page's largest paint: fetched at once, never lazily.
          fetchPriority="high"
          decoding="async"
          width="800"
          height="600"
          className="h-full w-full object-cover"
        />
      ) : (
        <FruitPlaceholder />
      )}
      {product.isFeatured ? (
        <Badge variant="mango" className="absolute start-4 top-4 shadow-sm">
          {t('card.featured')}
        </Badge>
      ) : null}
    </div>
  );
}

/** The card's two ways to ask: Enquire (the contact form with its subject), and WhatsApp when a number is set. */
function ProductActions({ product, whatsappNumber }: { product: Product; whatsappNumber: string }) {
  const lp = useLocalePath();
  const t = useT();
  const whatsapp = whatsappUrl(whatsappNumber);
  return (
    <div className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row">
      <a href={lp(contactUrl(t('card.enquirySubject', { name: product.name })))} className={buttonClasses('primary', 'lg')}>
        {t('card.enquire')}
        <span className="sr-only"> {t('card.enquireAbout', { name: product.name })}</span>
        <ArrowRightIcon className="size-5" />
      </a>
      {whatsapp ? (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('whatsapp.label')}
          className={buttonClasses('outline', 'lg')}
        >
          <WhatsappIcon className="size-5" />
          {t('whatsapp.short')}
        </a>
      ) : null}
    </div>
  );
}

/** /products/<slug>: one product, its trade details and seasons, its ways to enquire, and the rest of its category. */
export function ProductPage({
  product,
  related,
  whatsappNumber,
  month,
  quote,
  availability,
  priceBasis,
  priceBasisInEnglish,
}: {
  product: ProductWithDetails;
  related: Product[];
  whatsappNumber: string;
  /** This month (1-12, India time), marked in the season grid: from the page's data, never read while rendering. */
  month: number;
  quote: QuoteFormState;
  /** Each origin with what it shows now (statuses, or the season's word). */
  availability: OriginAvailability[];
  /** How prices work, in the owner's words. */
  priceBasis: string;
  /** The page's fields shown in English for want of a translation (the price basis's, when it is). */
  priceBasisInEnglish?: InEnglishFields | undefined;
}) {
  const lp = useLocalePath();
  const locale = useLocale();
  const t = useT();
  // The trail's first two steps are the site's own pages, named in the page's language.
  const cardWords = productCardWords(locale, related);
  const crumbs = productBreadcrumb(product).map((crumb, i) =>
    i === 0 ? { ...crumb, name: t('nav.home') } : i === 1 ? { ...crumb, name: t('nav.products') } : crumb,
  );
  return (
    <>
      <div className="bg-gradient-to-b from-leaf-50 to-cream-50">
        <div className="mx-auto max-w-7xl px-4 pt-5 pb-10 sm:px-6 md:pt-8 md:pb-14 lg:px-8">
          <Breadcrumb label={t('product.breadcrumb')} crumbs={crumbs} />
          <div className="mt-5 grid items-start gap-6 md:mt-8 md:gap-8 lg:grid-cols-2 lg:gap-14">
            <div>
              <ProductImage product={product} />
              <ProductMoreImages productName={product.name} images={product.moreImages} />
            </div>
            <div className="lg:pt-4">
              <a
                href={lp(productsUrl(product.categoryId))}
                className="inline-flex items-center rounded-full bg-leaf-100 px-3 py-1 text-sm font-semibold text-leaf-800 transition-colors hover:bg-leaf-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500"
                lang={langOf(product, 'categoryName')}
              >
                {product.categoryName}
              </a>
              <h1
                className="mt-3 font-display text-3xl leading-tight font-semibold text-balance text-leaf-950 sm:mt-4 sm:text-5xl"
                lang={langOf(product, 'name')}
              >
                {product.name}
              </h1>
              {product.origin ? (
                <p className="mt-3 flex items-center gap-2 text-lg font-medium text-stone-700 sm:mt-4">
                  <MapPinIcon className="size-5 shrink-0 text-mango-600" />
                  {t('card.origin', { origin: countryNamesIn(locale, product.origin) })}
                </p>
              ) : null}
              <OriginAvailabilityList origins={availability} />
              <ProductPriceNote price={product.price} basis={priceBasis} inEnglish={priceBasisInEnglish} />
              {product.description ? (
                <p
                  className="mt-4 max-w-prose text-lg leading-relaxed whitespace-pre-line text-stone-700 sm:mt-6"
                  lang={langOf(product, 'description')}
                >
                  {product.description}
                </p>
              ) : null}
              <ProductVarieties varieties={product.varieties} lang={langOf(product, 'varieties')} />
              <ProductActions product={product} whatsappNumber={whatsappNumber} />
            </div>
          </div>
        </div>
      </div>

      <ProductTradeDetails product={product} month={month} />

      <QuoteSection product={product} form={quote} />

      {related.length > 0 ? (
        <PageSection labelledBy="related-title" className="render-when-near pt-10 pb-16 md:pt-14 md:pb-20">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <SectionHeading
              id="related-title"
              eyebrow={t('product.relatedEyebrow')}
              title={t('product.relatedTitle', { category: product.categoryName })}
              align="left"
            />
            <a href={lp(productsUrl(product.categoryId))} className={buttonClasses('outline', 'md', 'self-start sm:self-auto')}>
              {t('product.viewCategory', { category: product.categoryName })}
              <ArrowRightIcon className="size-4" />
            </a>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {related.map((other) => (
              <li key={other.id}>
                <ProductCard product={other} words={cardWords} headingLevel={3} />
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
    </>
  );
}
