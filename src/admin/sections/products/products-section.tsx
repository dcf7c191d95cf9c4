// Spec §2 Products (admin): the card grid, 'No Products Yet', the dialog and delete confirmation.
// Beyond the spec: a search (name or origin) and a category filter above the grid, so one of 40+ products is
// quick to find; a product just created is scrolled to and focused.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SKELETON_COUNTS } from '../../../shared/constants';
import { adminProductUrl } from '../../../shared/product-editor-path';
import type { Product } from '../../../shared/types';
import { FruitIcon } from '../../../ui/icons';
import { CardSkeletonGrid } from '../../components/card-skeleton';
import { EmptyState } from '../../components/empty-state';
import { ItemButton } from '../../components/item-button';
import { LoadFailed } from '../../components/load-failed';
import { NoImage } from '../../components/no-image';
import { SearchInput } from '../../components/search-input';
import { badgeClass, buttonClass, cardClass, inputClass } from '../../components/styles';
import { TranslationCoverage } from '../../components/translations-card';
import { ConfirmDeleteDialog } from '../../components/use-confirm-delete';
import { useListEditing } from '../../components/use-list-editing';
import { mutations } from '../../data/mutations';
import { queries } from '../../data/queries';
import { ListPageHeader } from '../../shell/page-header';
import { ArrangeProductsDialog } from './arrange-products-dialog';
import { ProductDialog } from './product-dialog';

export const messages = {
  title: 'Products',
  description: 'The fruit shown on the products page; featured ones are highlighted.',
  add: 'Add Product',
  featured: 'Featured',
  inactive: 'Inactive',
  origin: (origin: string) => `Origin: ${origin}`,
  edit: 'Edit',
  remove: 'Delete',
  editLabel: (name: string) => `Edit ${name}`,
  details: 'Edit details',
  detailsLabel: (name: string) => `Edit details of ${name}`,
  removeLabel: (name: string) => `Delete ${name}`,
  empty: 'No Products Yet',
  emptyDetail: 'Add your first product to show it on the website.',
  loadFailed: 'Failed to fetch products',
  search: 'Search products',
  searchPlaceholder: 'Search by name or origin',
  category: 'Filter by category',
  allCategories: 'All categories',
  showing: (shown: number, total: number) => (shown === total ? `${total} products` : `Showing ${shown} of ${total} products`),
  noMatch: 'No products match your search',
  noMatchDetail: 'Try another name or origin, or a different category.',
  clearFilters: 'Clear filters',
  confirm: 'Are you sure you want to delete this product?',
  deleted: 'Product deleted successfully',
  deleteFailed: 'Failed to delete product',
  tryAgain: 'Please try again.',
  arrange: 'Arrange',
  draft: 'Draft',
} as const;

export function ProductsSection() {
  const products = useQuery(queries.products);
  const categories = useQuery(queries.categories);
  const drafts = useQuery(queries.drafts);
  const { editor, remove } = useListEditing<Product>(mutations.products.remove, { messages });
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [arranging, setArranging] = useState(false);
  const grid = useRef<HTMLUListElement>(null);
  /** The product to bring into view once it is in the grid (once only: typing in the search must keep focus). */
  const revealId = useRef<number | null>(null);

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return (products.data ?? []).filter(
      (product) =>
        (categoryId === '' || String(product.categoryId) === categoryId) &&
        (words === '' || product.name.toLowerCase().includes(words) || product.origin.toLowerCase().includes(words)),
    );
  }, [products.data, search, categoryId]);

  // A product just created: filters cleared (so it is in the grid), then scrolled to and its Edit button focused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown and createdId are what should run it again; the id to reveal is read from a ref
  useEffect(() => {
    if (revealId.current === null) return;
    const card = grid.current?.querySelector<HTMLElement>(`[data-product-id="${revealId.current}"]`);
    if (!card) return;
    revealId.current = null;
    card.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
    card.scrollIntoView({ block: 'center' });
  }, [shown, createdId]);

  const clearFilters = () => {
    setSearch('');
    setCategoryId('');
  };

  return (
    <>
      <ListPageHeader
        messages={messages}
        onAdd={() => editor.openWith(null)}
        arrange={products.data?.length ? { label: messages.arrange, onClick: () => setArranging(true) } : undefined}
      />
      <TranslationCoverage kind="product" />
      {products.isPending ? (
        <CardSkeletonGrid
          count={SKELETON_COUNTS.products}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        />
      ) : !products.data ? (
        <LoadFailed>{messages.loadFailed}</LoadFailed>
      ) : products.data.length === 0 ? (
        <EmptyState card icon={FruitIcon} title={messages.empty} detail={messages.emptyDetail} />
      ) : (
        <>
          <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchInput messages={messages} value={search} onChange={setSearch} className="sm:max-w-xs" />
            <select
              aria-label={messages.category}
              value={categoryId}
              onChange={(event) => setCategoryId(event.currentTarget.value)}
              className={`${inputClass} sm:w-56`}
            >
              <option value="">{messages.allCategories}</option>
              {(categories.data ?? []).map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
            <p role="status" className="text-sm text-slate-600 sm:ml-auto">
              {messages.showing(shown.length, products.data.length)}
            </p>
          </div>
          {shown.length === 0 ? (
            <div className={`${cardClass} px-6 py-12 text-center`}>
              <h2 className="text-lg font-semibold text-slate-900">{messages.noMatch}</h2>
              <p className="mt-1 text-sm text-slate-500">{messages.noMatchDetail}</p>
              <button type="button" className={`${buttonClass('secondary')} mt-4`} onClick={clearFilters}>
                {messages.clearFilters}
              </button>
            </div>
          ) : null}
          {/* Small screens: a compact row per product (image beside the text), so 40 products are not 40 screens. */}
          <ul ref={grid} className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
            {shown.map((product) => (
              <li
                key={product.id}
                data-product-id={product.id}
                className={`${cardClass} flex scroll-mt-20 overflow-hidden sm:flex-col ${product.id === createdId ? 'ring-2 ring-emerald-600 ring-offset-2' : ''}`}
              >
                <div className="relative w-28 shrink-0 bg-slate-100 sm:aspect-[4/3] sm:w-auto">
                  {product.image ? <img src={product.image} alt="" className="h-full w-full object-cover" /> : <NoImage />}
                  <div className="absolute left-1.5 top-1.5 flex flex-col items-start gap-1 sm:left-2 sm:top-2 sm:flex-row">
                    {product.isFeatured ? <span className={`${badgeClass.amber} shadow-sm`}>{messages.featured}</span> : null}
                    {product.isActive ? null : <span className={`${badgeClass.gray} shadow-sm`}>{messages.inactive}</span>}
                    {drafts.data?.products[product.id] ? <span className={`${badgeClass.green} shadow-sm`}>{messages.draft}</span> : null}
                  </div>
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
                  <span className={`${badgeClass.green} self-start`}>{product.categoryName}</span>
                  <h2 className="font-semibold text-slate-900">{product.name}</h2>
                  {product.description ? (
                    <p className="line-clamp-2 text-sm text-slate-600 sm:line-clamp-3">{product.description}</p>
                  ) : null}
                  {product.origin ? <p className="text-xs text-slate-500">{messages.origin(product.origin)}</p> : null}
                  <div className="mt-auto flex flex-wrap gap-2 pt-2">
                    <ItemButton label={messages.editLabel(product.name)} onClick={() => editor.openWith(product)} className="flex-1">
                      {messages.edit}
                    </ItemButton>
                    <Link
                      to={adminProductUrl(product.id)}
                      aria-label={messages.detailsLabel(product.name)}
                      className={`${buttonClass('secondary', 'sm')} flex-1 whitespace-nowrap`}
                    >
                      {messages.details}
                    </Link>
                    <ItemButton variant="dangerGhost" label={messages.removeLabel(product.name)} onClick={() => remove.ask(product)}>
                      {messages.remove}
                    </ItemButton>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <ProductDialog
        open={editor.open}
        product={editor.editing}
        categories={categories.data ?? []}
        onClose={editor.close}
        onCreated={(product) => {
          clearFilters();
          revealId.current = product.id;
          setCreatedId(product.id);
        }}
      />
      <ConfirmDeleteDialog flow={remove} message={messages.confirm} />
      <ArrangeProductsDialog
        open={arranging}
        onClose={() => setArranging(false)}
        categoryId={categoryId === '' ? null : Number(categoryId)}
      />
    </>
  );
}
