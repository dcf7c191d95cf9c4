import { seasonsUrl } from '../../shared/paths';
import type { Category, Product } from '../../shared/types';
import { buttonClasses } from '../../ui/button';
import { ArrowRightIcon } from '../../ui/icons';
import { Island } from '../islands/island';
import { ProductsBrowser } from '../islands/products-browser';

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
  const props = {
    categories: categories.filter((c) => c.isActive),
    products: products.filter((p) => p.isActive),
    selectedCategoryId,
    inStock,
    countriesCount,
  };
  return (
    <>
      <Island name="products" component={ProductsBrowser} props={props} />
      <SeasonsLink />
    </>
  );
}

const messages = {
  seasonsText: 'Planning ahead? See which fruit is in season each month, and where it comes from.',
  seasonsLink: 'Season calendar',
};

/** Server markup after the island (never hydrated): the way to the season calendar. */
function SeasonsLink() {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <p className="flex flex-col items-start gap-3 rounded-3xl bg-leaf-50 px-6 py-5 text-stone-800 ring-1 ring-leaf-900/5 sm:flex-row sm:items-center sm:justify-between">
        {messages.seasonsText}
        <a href={seasonsUrl()} className={buttonClasses('outline', 'md', 'shrink-0')}>
          {messages.seasonsLink}
          <ArrowRightIcon className="size-4" />
        </a>
      </p>
    </div>
  );
}
