import { localePath } from '../../shared/i18n/locales';
import { contactUrl, productUrl } from '../../shared/paths';
import type { Product } from '../../shared/types';
import { Badge } from '../../ui/badge';
import { ArrowRightIcon, MapPinIcon } from '../../ui/icons';
import { type BadgeWords, StockBadge } from '../availability/stock-badge';
import { fill } from '../i18n/fill';
import { useLocale } from '../i18n/locale-context';
import { CardTop } from './card-image';
import { FruitPlaceholder } from './fruit-placeholder';

/**
 * A card's words in the page's language. The card is drawn by the products island too, so it gets them as props (from
 * product-card-words.ts on the server), never from the catalogue.
 */
export type ProductCardWords = {
  featured: string;
  origin: string;
  enquire: string;
  enquireAbout: string;
  enquirySubject: string;
  badge: BadgeWords;
  /** An origin as written -> its name in the page's language (countries.ts); empty in English. */
  countries: Record<string, string>;
};

/**
 * Spec §2 product card: image or placeholder, Featured and category badges, name, 3-line description, origin. The
 * name links to the product's page, and that link covers the whole card (its picture too), under the Enquire link.
 */
/** The grid: 1 column, then 2 (sm), 3 (lg), 4 (xl) in a 1280px container. */
export const PRODUCT_CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 32vw, (min-width: 640px) 48vw, 100vw';

/** The origin as the page's language names it, else as the owner wrote it. */
const localOrigin = (origin: string, countries: Record<string, string>) => (Object.hasOwn(countries, origin) ? countries[origin]! : origin);

export function ProductCard({ product, words, headingLevel = 2 }: { product: Product; words: ProductCardWords; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  const lp = (path: string) => localePath(locale, path);
  // The fields shown in English for want of a translation, each marked lang="en" (content-translations.md).
  const english = product.inEnglish;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-leaf-900/5 transition-[box-shadow,translate] duration-300 hover:shadow-xl hover:shadow-leaf-900/10 motion-safe:hover:-translate-y-1">
      <CardTop
        path={product.image}
        sizes={PRODUCT_CARD_SIZES}
        alt={product.imageAlt || product.name}
        fallback={<FruitPlaceholder />}
        className="bg-cream-100"
      >
        {product.isFeatured ? (
          <Badge variant="mango" className="absolute start-3 top-3 shadow-sm">
            {words.featured}
          </Badge>
        ) : null}
      </CardTop>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-2">
          <Badge variant="leaf" lang={english?.categoryName}>
            {product.categoryName}
          </Badge>
          <StockBadge badge={product.availability} words={words.badge} />
        </div>
        <Heading className="mt-3 font-display text-xl font-semibold text-leaf-950">
          <a
            href={lp(productUrl(product.slug))}
            lang={english?.name}
            className="rounded-sm underline-offset-4 group-hover:underline before:absolute before:inset-0 before:rounded-3xl focus-visible:outline-none focus-visible:before:outline-3 focus-visible:before:outline-offset-2 focus-visible:before:outline-mango-500"
          >
            {product.name}
          </a>
        </Heading>
        {product.origin ? (
          <p className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-stone-600">
            <MapPinIcon className="size-4 shrink-0 text-mango-600" />
            {fill(words.origin, { origin: localOrigin(product.origin, words.countries) })}
          </p>
        ) : null}
        {product.description ? (
          <p className="mt-3 line-clamp-3 text-stone-700" lang={english?.description}>
            {product.description}
          </p>
        ) : null}
        <div className="mt-auto pt-5">
          <a
            href={lp(contactUrl(fill(words.enquirySubject, { name: product.name })))}
            className="relative flex items-center justify-center gap-1.5 rounded-full bg-leaf-50 px-4 py-2.5 text-sm font-semibold text-leaf-800 ring-1 ring-leaf-200 transition-colors hover:bg-leaf-700 hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500"
          >
            {words.enquire}
            <span className="sr-only"> {fill(words.enquireAbout, { name: product.name })}</span>
            <ArrowRightIcon className="size-4" />
          </a>
        </div>
      </div>
    </article>
  );
}
