// Spec §2 Products (admin): the card grid, 'No Products Yet', the dialog and delete confirmation.
import { useState } from 'react';
import { SKELETON_COUNTS } from '../../../shared/constants';
import { errorMessage } from '../../../shared/http-client';
import type { Product } from '../../../shared/types';
import { adminApi } from '../../admin-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon, NoImage } from '../../components/icons';
import { CardSkeleton } from '../../components/skeleton';
import { badgeClass, buttonClass, cardClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { useQuery, useQueryClient } from '../../data/query-context';
import { KEYS } from '../../data/query-keys';
import { PageHeader } from '../../shell/page-header';
import { useCategories } from '../categories/use-categories';
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
  removeLabel: (name: string) => `Delete ${name}`,
  empty: 'No Products Yet',
  emptyDetail: 'Add your first product to show it on the website.',
  loadFailed: 'Failed to fetch products',
  confirm: 'Are you sure you want to delete this product?',
  deleted: 'Product deleted successfully',
  deleteFailed: 'Failed to delete product',
  tryAgain: 'Please try again.',
} as const;

export function ProductsSection() {
  const products = useQuery(KEYS.products, adminApi.products.list);
  const categories = useCategories();
  const client = useQueryClient();
  const { toast } = useToast();
  const [editing, setEditing] = useState<Product | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [busy, setBusy] = useState(false);

  const openDialog = (product: Product | null) => {
    setEditing(product);
    setDialogOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await adminApi.products.remove(deleting.id);
      toast({ title: messages.deleted });
      await client.invalidate(KEYS.products, KEYS.categories);
    } catch (error) {
      toast({ title: messages.deleteFailed, description: errorMessage(error, messages.tryAgain), variant: 'destructive' });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={
          <button type="button" className={buttonClass('primary')} onClick={() => openDialog(null)}>
            <span aria-hidden="true">+</span> {messages.add}
          </button>
        }
      />
      {products.status === 'loading' ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true">
          {Array.from({ length: SKELETON_COUNTS.products }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      ) : !products.data ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {messages.loadFailed}
        </p>
      ) : products.data.length === 0 ? (
        <div className={`${cardClass} px-6 py-16 text-center`}>
          <span aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <Icon name="fruit" className="h-7 w-7" />
          </span>
          <h2 className="mt-3 text-lg font-semibold text-slate-900">{messages.empty}</h2>
          <p className="mt-1 text-sm text-slate-500">{messages.emptyDetail}</p>
        </div>
      ) : (
        // Small screens: a compact row per product (image beside the text), so 40 products are not 40 screens.
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
          {products.data.map((product) => (
            <li key={product.id} className={`${cardClass} flex overflow-hidden sm:flex-col`}>
              <div className="relative w-28 shrink-0 bg-slate-100 sm:aspect-[4/3] sm:w-auto">
                {product.image ? <img src={product.image} alt="" className="h-full w-full object-cover" /> : <NoImage />}
                <div className="absolute left-1.5 top-1.5 flex flex-col items-start gap-1 sm:left-2 sm:top-2 sm:flex-row">
                  {product.isFeatured ? <span className={`${badgeClass.amber} shadow-sm`}>{messages.featured}</span> : null}
                  {product.isActive ? null : <span className={`${badgeClass.gray} shadow-sm`}>{messages.inactive}</span>}
                </div>
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
                <span className={`${badgeClass.green} self-start`}>{product.categoryName}</span>
                <h2 className="font-semibold text-slate-900">{product.name}</h2>
                {product.description ? <p className="line-clamp-2 text-sm text-slate-600 sm:line-clamp-3">{product.description}</p> : null}
                {product.origin ? <p className="text-xs text-slate-500">{messages.origin(product.origin)}</p> : null}
                <div className="mt-auto flex gap-2 pt-2">
                  <button type="button" className={`${buttonClass('secondary', 'sm')} flex-1`} aria-label={messages.editLabel(product.name)} onClick={() => openDialog(product)}>
                    {messages.edit}
                  </button>
                  <button type="button" className={buttonClass('dangerGhost', 'sm')} aria-label={messages.removeLabel(product.name)} onClick={() => setDeleting(product)}>
                    {messages.remove}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ProductDialog open={dialogOpen} product={editing} categories={categories.data ?? []} onClose={() => setDialogOpen(false)} />
      <ConfirmDialog
        open={deleting !== null}
        message={messages.confirm}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
