import type { Category, Product } from '../../shared/types';
import { Island } from '../islands/island';
import { ProductsBrowser } from '../islands/products-browser';

/** /products: the whole page is the products island (heading, filter and grid change together). */
export function ProductsPage({
  categories,
  products,
  selectedCategoryId,
  countriesCount,
}: {
  countriesCount: number;
  categories: Category[];
  products: Product[];
  selectedCategoryId: number | null;
}) {
  // Spec §5: only active items are shown (the server filters too).
  const props = {
    categories: categories.filter((c) => c.isActive),
    products: products.filter((p) => p.isActive),
    selectedCategoryId,
    countriesCount,
  };
  return <Island name="products" component={ProductsBrowser} props={props} />;
}
