import { type MouseEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { COMPANY, SKELETON_COUNTS } from '../../shared/constants';
import { api } from '../../shared/http-client';
import { availabilityUrl, IN_STOCK_PARAM, PUBLIC_API, productsUrl } from '../../shared/paths';
import type { Category, Product } from '../../shared/types';
import { buttonClasses } from '../../ui/button';
import { cn } from '../../ui/cn';
import { Skeleton } from '../../ui/skeleton';
import { FruitMark } from '../components/fruit-placeholder';
import { ProductCard } from '../components/product-card';

export const productsMessages = {
  eyebrow: (countries: number) => `Fresh from ${countries} countries`,
  allTitle: 'Our Product Range',
  allSubtitle: (countries: number) =>
    `Premium fresh fruit sourced from ${countries} countries, graded and delivered with care across India.`,
  categorySubtitle: (name: string) => `Explore our selection of ${name}, sourced from the best growing regions of the world.`,
  viewAll: '← View All Categories',
  filterLabel: 'Filter by category',
  allCategories: 'All Categories',
  productCount: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
  loading: 'Loading products…',
  emptyTitle: 'No Products Found',
  emptyInCategory: 'No products available in this category.',
  emptyAll: 'No products are currently available.',
  allLoaded: 'All Products Loaded',
  inStockOnly: 'In stock now',
  inStockTitle: (title: string) => `${title}: In Stock Now`,
  emptyInStock: 'Nothing here is marked in stock right now. See what is arriving on our stock board, or ask us.',
  stockBoard: 'Stock and arrivals',
  fetchFailed: 'Failed to fetch products',
  retry: 'Try again',
  documentTitle: (name: string) => `${name} | ${COMPANY.name}`,
};

const messages = productsMessages;

export type ProductsBrowserProps = {
  categories: Category[];
  products: Product[];
  selectedCategoryId: number | null;
  /** The "In stock now" filter is on (?stock=in). */
  inStock: boolean;
  /** The active supplier countries, counted by the server. */
  countriesCount: number;
};

type Status = 'ready' | 'loading' | 'error';

/** Spec §4: the category comes from the query string; missing or non-numeric means all categories. */
export function categoryFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('category');
  return raw !== null && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The "In stock now" filter: ?stock=in. */
export const inStockFromSearch = (search: string): boolean => new URLSearchParams(search).get(IN_STOCK_PARAM) === 'in';

/** The tab's title for a category (or all) with or without the "In stock now" filter. */
function titleOf(categories: readonly Category[], categoryId: number | null, onlyInStock: boolean): string {
  const name = categories.find((c) => c.id === categoryId)?.name ?? messages.allTitle;
  return messages.documentTitle(onlyInStock ? messages.inStockTitle(name) : name);
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Island: heading, category filter and product grid of /products. The filter entries are real links
 * (they work without JavaScript); with it, a click fetches the category's products, shows skeletons,
 * and keeps the query string and Back/Forward in step.
 */
export function ProductsBrowser({
  categories,
  products: initialProducts,
  selectedCategoryId,
  inStock: initialInStock,
  countriesCount,
}: ProductsBrowserProps) {
  const [selectedId, setSelectedId] = useState<number | null>(selectedCategoryId);
  const [inStock, setInStock] = useState(initialInStock);
  const [products, setProducts] = useState<Product[]>(initialProducts);
  const [status, setStatus] = useState<Status>('ready');
  const request = useRef<AbortController | null>(null);

  const selected = categories.find((c) => c.id === selectedId) ?? null;
  const title = selected ? selected.name : messages.allTitle;

  const load = useCallback(async (categoryId: number | null, onlyInStock: boolean) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setSelectedId(categoryId);
    setInStock(onlyInStock);
    setStatus('loading');
    try {
      const list = await api.get<Product[]>(PUBLIC_API.products(categoryId ?? undefined, onlyInStock), controller.signal);
      if (controller.signal.aborted) return;
      setProducts(list.filter((p) => p.isActive));
      setStatus('ready');
    } catch {
      if (controller.signal.aborted) return;
      setStatus('error');
    }
  }, []);

  const navigate = (categoryId: number | null, onlyInStock: boolean) => {
    window.history.pushState({ category: categoryId, inStock: onlyInStock }, '', productsUrl(categoryId ?? undefined, onlyInStock));
    document.title = titleOf(categories, categoryId, onlyInStock);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    void load(categoryId, onlyInStock);
  };

  const onLinkClick =
    (categoryId: number | null, onlyInStock = inStock) =>
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainLeftClick(event)) return;
      event.preventDefault();
      if (categoryId === selectedId && onlyInStock === inStock && status !== 'error') return;
      navigate(categoryId, onlyInStock);
    };

  useEffect(() => {
    const onPopState = () => {
      const categoryId = categoryFromSearch(window.location.search);
      const onlyInStock = inStockFromSearch(window.location.search);
      document.title = titleOf(categories, categoryId, onlyInStock);
      void load(categoryId, onlyInStock);
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      request.current?.abort();
    };
  }, [categories, load]);

  return (
    <>
      <div className="relative overflow-hidden bg-gradient-to-b from-leaf-50 to-cream-50">
        <div aria-hidden="true" className="absolute -top-32 -left-20 size-80 rounded-full bg-mango-200/40 blur-3xl" />
        <div className="relative mx-auto max-w-7xl px-4 pt-14 pb-10 text-center sm:px-6 md:pt-20 lg:px-8">
          <p className="text-sm font-bold tracking-[0.18em] text-balance text-mango-700 uppercase">{messages.eyebrow(countriesCount)}</p>
          <h1 className="mt-3 font-display text-4xl font-semibold text-leaf-950 sm:text-5xl lg:text-6xl">
            {inStock ? messages.inStockTitle(title) : title}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-stone-700">
            {selected ? selected.description || messages.categorySubtitle(selected.name) : messages.allSubtitle(countriesCount)}
          </p>
          {selectedId !== null ? (
            <a href={productsUrl(undefined, inStock)} onClick={onLinkClick(null)} className={buttonClasses('outline', 'sm', 'mt-6')}>
              {messages.viewAll}
            </a>
          ) : null}
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <nav aria-label={messages.filterLabel} className="relative -mx-4 overflow-x-auto px-4 py-2 sm:mx-0 sm:px-0">
          <ul className="flex gap-2 sm:flex-wrap sm:justify-center">
            <li className="shrink-0">
              <FilterLink
                href={productsUrl(selectedId ?? undefined, !inStock)}
                active={inStock}
                toggle
                onClick={onLinkClick(selectedId, !inStock)}
              >
                <span aria-hidden="true" className={cn('mr-2 size-2 rounded-full', inStock ? 'bg-mango-300' : 'bg-leaf-600')} />
                {messages.inStockOnly}
              </FilterLink>
            </li>
            <li className="shrink-0">
              <FilterLink href={productsUrl(undefined, inStock)} active={selectedId === null} onClick={onLinkClick(null)}>
                {messages.allCategories}
              </FilterLink>
            </li>
            {categories.map((category) => (
              <li key={category.id} className="shrink-0">
                <FilterLink href={productsUrl(category.id, inStock)} active={selectedId === category.id} onClick={onLinkClick(category.id)}>
                  {category.name}
                  <span
                    className={cn(
                      'ml-2 inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-bold',
                      selectedId === category.id ? 'bg-white/20 text-white' : 'bg-leaf-100 text-leaf-800',
                    )}
                  >
                    <span className="sr-only">, </span>
                    {category.productCount}
                    <span className="sr-only"> {category.productCount === 1 ? 'product' : 'products'}</span>
                  </span>
                </FilterLink>
              </li>
            ))}
          </ul>
        </nav>

        <p role="status" className="sr-only">
          {status === 'loading' ? messages.loading : status === 'ready' ? messages.productCount(products.length) : ''}
        </p>
        <div aria-busy={status === 'loading'} className="mt-10">
          {status === 'loading' ? (
            <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {Array.from({ length: SKELETON_COUNTS.products }, (_, i) => (
                <li key={i} data-skeleton="product" className="overflow-hidden rounded-3xl bg-white p-0 ring-1 ring-leaf-900/5">
                  <Skeleton className="aspect-[4/3] rounded-none" />
                  <div className="space-y-3 p-5">
                    <Skeleton className="h-5 w-24 rounded-full" />
                    <Skeleton className="h-6 w-3/4" />
                    <Skeleton className="h-4 w-full" />
                    <Skeleton className="h-4 w-5/6" />
                  </div>
                </li>
              ))}
            </ul>
          ) : status === 'error' ? (
            <div role="alert" className="mx-auto max-w-md rounded-3xl bg-white p-10 text-center shadow-sm ring-1 ring-red-200">
              <h2 className="font-display text-2xl font-semibold text-red-800">{messages.fetchFailed}</h2>
              <a href={productsUrl(selectedId ?? undefined, inStock)} className={buttonClasses('outline', 'sm', 'mt-6')}>
                {messages.retry}
              </a>
            </div>
          ) : products.length === 0 ? (
            <div className="mx-auto max-w-md rounded-3xl bg-white p-10 text-center shadow-sm ring-1 ring-leaf-900/5">
              <FruitMark className="mx-auto size-14" />
              <h2 className="mt-4 font-display text-2xl font-semibold text-leaf-950">{messages.emptyTitle}</h2>
              <p className="mt-2 text-stone-700">
                {inStock ? messages.emptyInStock : selectedId !== null ? messages.emptyInCategory : messages.emptyAll}
              </p>
              {inStock ? (
                <a href={availabilityUrl()} className={buttonClasses('outline', 'sm', 'mt-6')}>
                  {messages.stockBoard}
                </a>
              ) : null}
            </div>
          ) : (
            <>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {products.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </ul>
              <div className="mt-12 text-center">
                <button type="button" disabled className={buttonClasses('outline', 'md')}>
                  {messages.allLoaded}
                </button>
              </div>
            </>
          )}
        </div>
      </div>
    </>
  );
}

/** A filter's link; `toggle`: a filter that is on or off (In stock now), current as "true" rather than as the page. */
function FilterLink({
  href,
  active,
  toggle,
  onClick,
  children,
}: {
  href: string;
  active: boolean;
  toggle?: boolean;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      onClick={onClick}
      aria-current={active ? (toggle ? 'true' : 'page') : undefined}
      className={cn(
        'inline-flex h-11 items-center rounded-full px-5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500',
        active
          ? 'bg-leaf-700 text-white shadow-sm'
          : 'bg-white text-stone-800 ring-1 ring-leaf-900/10 hover:bg-leaf-50 hover:ring-leaf-300',
      )}
    >
      {children}
    </a>
  );
}
