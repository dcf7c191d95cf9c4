import { type MouseEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { COMPANY, SKELETON_COUNTS } from '../../shared/constants';
import { api } from '../../shared/http-client';
import { localePath } from '../../shared/i18n/locales';
import { availabilityUrl, IN_STOCK_PARAM, PUBLIC_API, productsUrl } from '../../shared/paths';
import type { Category, Product } from '../../shared/types';
import { buttonClasses } from '../../ui/button';
import { cn } from '../../ui/cn';
import { Skeleton } from '../../ui/skeleton';
import { FruitMark } from '../components/fruit-placeholder';
import { ProductCard, type ProductCardWords } from '../components/product-card';
import { fill } from '../i18n/fill';
import { useLocale } from '../i18n/locale-context';

/** The island's words in the page's language, from the page (products-page.tsx): placeholders still to fill in. */
export type ProductsWords = Record<
  | 'eyebrow'
  | 'allTitle'
  | 'allSubtitle'
  | 'categorySubtitle'
  | 'viewAll'
  | 'filterLabel'
  | 'allCategories'
  | 'nounOne'
  | 'noun'
  | 'countOne'
  | 'count'
  | 'loading'
  | 'emptyTitle'
  | 'emptyInCategory'
  | 'emptyAll'
  | 'allLoaded'
  | 'inStockOnly'
  | 'inStockTitle'
  | 'emptyInStock'
  | 'stockBoard'
  | 'fetchFailed'
  | 'retry',
  string
> & { card: ProductCardWords };

export type ProductsBrowserProps = {
  categories: Category[];
  products: Product[];
  selectedCategoryId: number | null;
  /** The "In stock now" filter is on (?stock=in). */
  inStock: boolean;
  /** The active supplier countries, counted by the server. */
  countriesCount: number;
  words: ProductsWords;
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
function titleOf(categories: readonly Category[], categoryId: number | null, onlyInStock: boolean, words: ProductsWords): string {
  const name = categories.find((c) => c.id === categoryId)?.name ?? words.allTitle;
  return `${onlyInStock ? fill(words.inStockTitle, { title: name }) : name} | ${COMPANY.name}`;
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
  words,
}: ProductsBrowserProps) {
  const locale = useLocale();
  const lp = (path: string) => localePath(locale, path);
  const [selectedId, setSelectedId] = useState<number | null>(selectedCategoryId);
  const [inStock, setInStock] = useState(initialInStock);
  const [products, setProducts] = useState<Product[]>(initialProducts);
  const [status, setStatus] = useState<Status>('ready');
  const request = useRef<AbortController | null>(null);

  const selected = categories.find((c) => c.id === selectedId) ?? null;
  const title = selected ? selected.name : words.allTitle;
  const countries = { countries: countriesCount };

  const load = useCallback(
    async (categoryId: number | null, onlyInStock: boolean) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setSelectedId(categoryId);
      setInStock(onlyInStock);
      setStatus('loading');
      try {
        const list = await api.get<Product[]>(PUBLIC_API.products(categoryId ?? undefined, onlyInStock, locale), controller.signal);
        if (controller.signal.aborted) return;
        setProducts(list.filter((p) => p.isActive));
        setStatus('ready');
      } catch {
        if (controller.signal.aborted) return;
        setStatus('error');
      }
    },
    [locale],
  );

  const navigate = (categoryId: number | null, onlyInStock: boolean) => {
    window.history.pushState({ category: categoryId, inStock: onlyInStock }, '', lp(productsUrl(categoryId ?? undefined, onlyInStock)));
    document.title = titleOf(categories, categoryId, onlyInStock, words);
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
      document.title = titleOf(categories, categoryId, onlyInStock, words);
      void load(categoryId, onlyInStock);
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      request.current?.abort();
    };
  }, [categories, load, words]);

  return (
    <>
      <div className="relative overflow-hidden bg-gradient-to-b from-leaf-50 to-cream-50">
        <div aria-hidden="true" className="absolute -start-20 -top-32 size-80 rounded-full bg-mango-200/40 blur-3xl" />
        <div className="relative mx-auto max-w-7xl px-4 pt-14 pb-10 text-center sm:px-6 md:pt-20 lg:px-8">
          <p className="text-sm font-bold tracking-[0.18em] text-balance text-mango-700 uppercase">{fill(words.eyebrow, countries)}</p>
          <h1 className="mt-3 font-display text-4xl font-semibold text-leaf-950 sm:text-5xl lg:text-6xl">
            {inStock ? fill(words.inStockTitle, { title }) : title}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-stone-700">
            {selected ? selected.description || fill(words.categorySubtitle, { name: selected.name }) : fill(words.allSubtitle, countries)}
          </p>
          {selectedId !== null ? (
            <a href={lp(productsUrl(undefined, inStock))} onClick={onLinkClick(null)} className={buttonClasses('outline', 'sm', 'mt-6')}>
              {words.viewAll}
            </a>
          ) : null}
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <nav aria-label={words.filterLabel} className="relative -mx-4 overflow-x-auto px-4 py-2 sm:mx-0 sm:px-0">
          <ul className="flex gap-2 sm:flex-wrap sm:justify-center">
            <li className="shrink-0">
              <FilterLink
                href={lp(productsUrl(selectedId ?? undefined, !inStock))}
                active={inStock}
                toggle
                onClick={onLinkClick(selectedId, !inStock)}
              >
                <span aria-hidden="true" className={cn('me-2 size-2 rounded-full', inStock ? 'bg-mango-300' : 'bg-leaf-600')} />
                {words.inStockOnly}
              </FilterLink>
            </li>
            <li className="shrink-0">
              <FilterLink href={lp(productsUrl(undefined, inStock))} active={selectedId === null} onClick={onLinkClick(null)}>
                {words.allCategories}
              </FilterLink>
            </li>
            {categories.map((category) => (
              <li key={category.id} className="shrink-0">
                <FilterLink
                  href={lp(productsUrl(category.id, inStock))}
                  active={selectedId === category.id}
                  onClick={onLinkClick(category.id)}
                >
                  {category.name}
                  <span
                    className={cn(
                      'ms-2 inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-bold',
                      selectedId === category.id ? 'bg-white/20 text-white' : 'bg-leaf-100 text-leaf-800',
                    )}
                  >
                    <span className="sr-only">, </span>
                    {category.productCount}
                    <span className="sr-only"> {category.productCount === 1 ? words.nounOne : words.noun}</span>
                  </span>
                </FilterLink>
              </li>
            ))}
          </ul>
        </nav>

        <p role="status" className="sr-only">
          {status === 'loading'
            ? words.loading
            : status === 'ready'
              ? products.length === 1
                ? words.countOne
                : fill(words.count, { count: products.length })
              : ''}
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
              <h2 className="font-display text-2xl font-semibold text-red-800">{words.fetchFailed}</h2>
              <a href={lp(productsUrl(selectedId ?? undefined, inStock))} className={buttonClasses('outline', 'sm', 'mt-6')}>
                {words.retry}
              </a>
            </div>
          ) : products.length === 0 ? (
            <div className="mx-auto max-w-md rounded-3xl bg-white p-10 text-center shadow-sm ring-1 ring-leaf-900/5">
              <FruitMark className="mx-auto size-14" />
              <h2 className="mt-4 font-display text-2xl font-semibold text-leaf-950">{words.emptyTitle}</h2>
              <p className="mt-2 text-stone-700">
                {inStock ? words.emptyInStock : selectedId !== null ? words.emptyInCategory : words.emptyAll}
              </p>
              {inStock ? (
                <a href={lp(availabilityUrl())} className={buttonClasses('outline', 'sm', 'mt-6')}>
                  {words.stockBoard}
                </a>
              ) : null}
            </div>
          ) : (
            <>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {products.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} words={words.card} />
                  </li>
                ))}
              </ul>
              <div className="mt-12 text-center">
                <button type="button" disabled className={buttonClasses('outline', 'md')}>
                  {words.allLoaded}
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
