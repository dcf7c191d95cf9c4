import { preload } from 'react-dom';
import { seasonsUrl } from '../../shared/paths';
import type { Category, Product } from '../../shared/types';
import { buttonClasses } from '../../ui/button';
import { ArrowRightIcon } from '../../ui/icons';
import { PRODUCT_CARD_SIZES } from '../components/product-card';
import { productCardWords } from '../components/product-card-words';
import { responsiveImage } from '../components/responsive-image';
import { type MessageKey, wordsFor } from '../i18n/catalogue';
import { useLocale, useLocalePath, useT } from '../i18n/use-t';
import { Island } from '../islands/island';
import { ProductsBrowser, type ProductsWords } from '../islands/products-browser';

/** /products: the whole page is the products island (heading, filter and grid change together). */
export function ProductsPage({
  categories,
  products,
  selectedCategoryId,
  inStock,
  countriesCount,
}: {
  countriesCount: number;
  categories: Category[];
  products: Product[];
  selectedCategoryId: number | null;
  inStock: boolean;
}) {
  // Spec §5: only active items are shown (the server filters too).
  const shown = products.filter((p) => p.isActive);
  const locale = useLocale();
  preloadFirstImage(shown[0]);
  const props = {
    categories: categories.filter((c) => c.isActive),
    products: shown,
    selectedCategoryId,
    inStock,
    countriesCount,
    words: { ...wordsFor(locale, PRODUCTS_WORDS), card: productCardWords(locale, shown) },
  };
  return (
    <>
      <Island name="products" component={ProductsBrowser} props={props} />
      <SeasonsLink />
    </>
  );
}

/**
 * The first card's picture is the page's largest paint on a phone, and every card's picture is lazy: the head
 * preloads that one at high priority (React puts it first in <head>), so it is requested with the document's first
 * bytes rather than after layout. Server-only: the island's script does not grow.
 */
function preloadFirstImage(first: Product | undefined): void {
  if (!first?.image) return;
  const { srcSet, sizes } = responsiveImage(first.image, PRODUCT_CARD_SIZES);
  preload(first.image, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}) });
}

/** The island's words: each of its names, and the catalogue's key for it. */
const PRODUCTS_WORDS: Record<Exclude<keyof ProductsWords, 'card'>, MessageKey> = {
  eyebrow: 'products.eyebrow',
  allTitle: 'products.allTitle',
  allSubtitle: 'products.allSubtitle',
  categorySubtitle: 'products.categorySubtitle',
  viewAll: 'products.viewAll',
  filterLabel: 'products.filterLabel',
  allCategories: 'products.allCategories',
  nounOne: 'products.nounOne',
  noun: 'products.noun',
  countOne: 'products.countOne',
  count: 'products.count',
  loading: 'products.loading',
  emptyTitle: 'products.emptyTitle',
  emptyInCategory: 'products.emptyInCategory',
  emptyAll: 'products.emptyAll',
  allLoaded: 'products.allLoaded',
  inStockOnly: 'products.inStockOnly',
  inStockTitle: 'products.inStockTitle',
  emptyInStock: 'products.emptyInStock',
  stockBoard: 'products.stockBoard',
  fetchFailed: 'products.fetchFailed',
  retry: 'products.retry',
};

/** Server markup after the island (never hydrated): the way to the season calendar. */
function SeasonsLink() {
  const lp = useLocalePath();
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <p className="flex flex-col items-start gap-3 rounded-3xl bg-leaf-50 px-6 py-5 text-stone-800 ring-1 ring-leaf-900/5 sm:flex-row sm:items-center sm:justify-between">
        {t('products.seasonsText')}
        <a href={lp(seasonsUrl())} className={buttonClasses('outline', 'md', 'shrink-0')}>
          {t('products.seasonsLink')}
          <ArrowRightIcon className="size-4" />
        </a>
      </p>
    </div>
  );
}
