// Spec §2 Categories: the table, the add/edit dialog and the delete confirmation.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Category } from '../../../shared/types';
import { Skeleton } from '../../../ui/skeleton';
import { ArrangeDialog, ArrangeEntry } from '../../components/arrange/arrange-dialog';
import { EditDeleteCell, EditDeleteSkeletonCell, editDeleteHead } from '../../components/edit-delete-column';
import { ListTable } from '../../components/list-table';
import { NoImage } from '../../components/no-image';
import { ActiveBadge, StatusSkeletonCell, statusHead } from '../../components/status-column';
import { ConfirmDeleteDialog } from '../../components/use-confirm-delete';
import { useListEditing } from '../../components/use-list-editing';
import { mutations } from '../../data/mutations';
import { queries } from '../../data/queries';
import { ListPageHeader } from '../../shell/page-header';
import { CategoryDialog } from './category-dialog';

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
  productCount: (n: number) => (n === 1 ? '1 product' : `${n} products`),
  edit: (category: Category) => `Edit ${category.name}`,
  remove: (category: Category) => `Delete ${category.name}`,
  editLabel: 'Edit',
  deleteLabel: 'Delete',
  empty: 'No Categories Yet',
  emptyDetail: 'Add your first category to start building the catalogue.',
  loadFailed: 'Failed to fetch categories',
  confirm: 'Are you sure you want to delete this category?',
  deleted: 'Category deleted successfully',
  deleteFailed: 'Failed to delete category',
  tryAgain: 'Please try again.',
  arrange: 'Arrange',
  arrangeTitle: 'Arrange categories',
  arrangeList: 'Categories in the order the site shows them',
  arrangeNote: 'The home page shows the first six.',
} as const;

export function CategoriesSection() {
  const categories = useQuery(queries.categories);
  // 409 when the category still has products: the server's message says so.
  const { editor, remove } = useListEditing<Category>(mutations.categories.remove, { messages });
  const [arranging, setArranging] = useState(false);

  return (
    <>
      <ListPageHeader
        messages={messages}
        onAdd={() => editor.openWith(null)}
        arrange={categories.data?.length ? { label: messages.arrange, onClick: () => setArranging(true) } : undefined}
      />
      {/* Below 640px the count and status move under the name, so Edit and Delete stay on screen. */}
      <ListTable
        query={categories}
        messages={messages}
        columns={[
          [messages.image, 'w-16 py-3 pl-4 pr-2 sm:w-20'],
          [messages.name, 'px-2 py-3 sm:px-4'],
          [messages.products, 'hidden px-4 py-3 sm:table-cell'],
          statusHead(messages),
          editDeleteHead(messages),
        ]}
        skeletonRows={4}
        skeletonCells={
          <>
            <td className="py-3 pl-4 pr-2">
              <Skeleton className="h-12 w-12" />
            </td>
            <td className="px-2 py-3 sm:px-4">
              <Skeleton className="h-4 w-40 max-w-full" />
              <Skeleton className="mt-2 h-3 w-56 max-w-full" />
            </td>
            <td className="hidden px-4 py-3 sm:table-cell">
              <Skeleton className="h-4 w-8" />
            </td>
            <StatusSkeletonCell />
            <EditDeleteSkeletonCell />
          </>
        }
        emptyDetail={<p className="mt-1 text-slate-500">{messages.emptyDetail}</p>}
        row={(category) => (
          <tr key={category.id}>
            <td className="py-3 pl-4 pr-2 align-top sm:align-middle">
              <div className="h-12 w-12 overflow-hidden rounded-md border border-slate-200">
                {category.image ? <img src={category.image} alt="" className="h-full w-full object-cover" /> : <NoImage compact />}
              </div>
            </td>
            <td className="px-2 py-3 sm:px-4">
              <p className="font-medium text-slate-900">{category.name}</p>
              <p className="line-clamp-2 text-slate-500">{category.description || messages.noDescription}</p>
              <p className="mt-1.5 flex items-center gap-2 text-xs text-slate-600 sm:hidden">
                <ActiveBadge active={category.isActive} messages={messages} />
                {messages.productCount(category.productCount)}
              </p>
            </td>
            <td className="hidden px-4 py-3 text-slate-700 sm:table-cell">{category.productCount}</td>
            <td className="hidden px-4 py-3 sm:table-cell">
              <ActiveBadge active={category.isActive} messages={messages} />
            </td>
            <EditDeleteCell entry={category} messages={messages} onEdit={editor.openWith} onDelete={remove.ask} />
          </tr>
        )}
      />
      <CategoryDialog open={editor.open} category={editor.editing} onClose={editor.close} />
      <ConfirmDeleteDialog flow={remove} message={messages.confirm} />
      <ArrangeDialog
        open={arranging}
        onClose={() => setArranging(false)}
        title={messages.arrangeTitle}
        label={messages.arrangeList}
        list="categories"
        before={<p className="text-sm text-slate-600">{messages.arrangeNote}</p>}
        items={categories.data ?? []}
        name={(category) => category.name}
      >
        {(category) => (
          <ArrangeEntry
            image={category.image}
            name={category.name}
            detail={messages.productCount(category.productCount)}
            muted={!category.isActive}
          />
        )}
      </ArrangeDialog>
    </>
  );
}
