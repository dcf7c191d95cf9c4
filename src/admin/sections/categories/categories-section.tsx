// Spec §2 Categories: the table, the add/edit dialog and the delete confirmation.
import { useState } from 'react';
import { errorMessage } from '../../../shared/http-client';
import type { Category } from '../../../shared/types';
import { adminApi } from '../../admin-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Skeleton } from '../../components/skeleton';
import { badgeClass, buttonClass, cardClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { useQueryClient } from '../../data/query-context';
import { KEYS } from '../../data/query-keys';
import { PageHeader } from '../../shell/page-header';
import { CategoryDialog } from './category-dialog';
import { useCategories } from './use-categories';

export const messages = {
  title: 'Categories',
  description: 'Fruit categories shown on the home and products pages.',
  add: 'Add Category',
  image: 'Image',
  name: 'Name',
  products: 'Products',
  status: 'Status',
  actions: 'Actions',
  noDescription: 'No description',
  active: 'Active',
  inactive: 'Inactive',
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
  editLabel: 'Edit',
  deleteLabel: 'Delete',
  empty: 'No Categories Yet',
  emptyDetail: 'Add your first category to start building the catalogue.',
  loadFailed: 'Failed to fetch categories',
  confirm: 'Are you sure you want to delete this category?',
  deleted: 'Category deleted successfully',
  deleteFailed: 'Failed to delete category',
  tryAgain: 'Please try again.',
} as const;

export function CategoriesSection() {
  const categories = useCategories();
  const client = useQueryClient();
  const { toast } = useToast();
  const [editing, setEditing] = useState<Category | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [busy, setBusy] = useState(false);

  const openDialog = (category: Category | null) => {
    setEditing(category);
    setDialogOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await adminApi.categories.remove(deleting.id);
      toast({ title: messages.deleted });
      await client.invalidate(KEYS.categories, KEYS.products);
    } catch (error) {
      // 409 when the category still has products: the server's message says so.
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
      <div className={`${cardClass} overflow-x-auto`}>
        <table className="w-full min-w-[640px] text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-3">{messages.image}</th>
              <th scope="col" className="px-4 py-3">{messages.name}</th>
              <th scope="col" className="px-4 py-3">{messages.products}</th>
              <th scope="col" className="px-4 py-3">{messages.status}</th>
              <th scope="col" className="px-4 py-3 text-right">{messages.actions}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {categories.status === 'loading' ? (
              Array.from({ length: 4 }, (_, i) => (
                <tr key={i} aria-hidden="true">
                  <td className="px-4 py-3"><Skeleton className="h-12 w-12" /></td>
                  <td className="px-4 py-3"><Skeleton className="h-4 w-40" /><Skeleton className="mt-2 h-3 w-56" /></td>
                  <td className="px-4 py-3"><Skeleton className="h-4 w-8" /></td>
                  <td className="px-4 py-3"><Skeleton className="h-5 w-16" /></td>
                  <td className="px-4 py-3"><Skeleton className="ml-auto h-8 w-28" /></td>
                </tr>
              ))
            ) : !categories.data ? (
              <tr>
                <td colSpan={5} role="alert" className="px-4 py-10 text-center text-red-700">{messages.loadFailed}</td>
              </tr>
            ) : categories.data.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-4 py-12 text-center">
                  <p className="font-medium text-slate-900">{messages.empty}</p>
                  <p className="mt-1 text-slate-500">{messages.emptyDetail}</p>
                </td>
              </tr>
            ) : (
              categories.data.map((category) => (
                <tr key={category.id}>
                  <td className="px-4 py-3">
                    {category.image ? (
                      <img src={category.image} alt="" className="h-12 w-12 rounded-md border border-slate-200 object-cover" />
                    ) : (
                      <div aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-md bg-emerald-50 text-xl">🍎</div>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <p className="font-medium text-slate-900">{category.name}</p>
                    <p className="line-clamp-2 text-slate-500">{category.description || messages.noDescription}</p>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{category.productCount}</td>
                  <td className="px-4 py-3">
                    <span className={category.isActive ? badgeClass.green : badgeClass.gray}>
                      {category.isActive ? messages.active : messages.inactive}
                    </span>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-2">
                      <button type="button" className={buttonClass('secondary', 'sm')} aria-label={messages.edit(category.name)} onClick={() => openDialog(category)}>
                        {messages.editLabel}
                      </button>
                      <button type="button" className={buttonClass('ghost', 'sm')} aria-label={messages.remove(category.name)} onClick={() => setDeleting(category)}>
                        <span className="text-red-700">{messages.deleteLabel}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <CategoryDialog open={dialogOpen} category={editing} onClose={() => setDialogOpen(false)} />
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
