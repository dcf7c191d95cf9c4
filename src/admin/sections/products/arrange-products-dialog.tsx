// Products are arranged within their category (DECISION src/decisions/owner-order.md): the dialog asks which
// category, then lists its products in the order its page shows them.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ArrangeDialog, ArrangeEntry } from '../../components/arrange/arrange-dialog';
import { inputClass, labelClass } from '../../components/styles';
import { queries } from '../../data/queries';

export const arrangeProductsMessages = {
  title: 'Arrange products',
  category: 'Category',
  list: (category: string) => `${category}: products in the order the site shows them`,
  note: 'On “All Categories”, featured products come first, then the rest, each in this order.',
  featured: 'Featured',
  inactive: 'Inactive',
} as const;

export function ArrangeProductsDialog({ open, onClose, categoryId }: { open: boolean; onClose: () => void; categoryId: number | null }) {
  const products = useQuery(queries.products);
  const categories = useQuery(queries.categories);
  const first = categories.data?.[0]?.id ?? null;
  const [chosen, setChosen] = useState<number | null>(null);
  const within = chosen ?? categoryId ?? first;
  const category = categories.data?.find((c) => c.id === within);
  const selectId = useId();
  const m = arrangeProductsMessages;
  return (
    <ArrangeDialog
      open={open}
      onClose={() => {
        setChosen(null);
        onClose();
      }}
      title={m.title}
      label={m.list(category?.name ?? '')}
      list="products"
      within={within ?? undefined}
      before={
        <div className="space-y-2">
          <label htmlFor={selectId} className={labelClass}>
            {m.category}
          </label>
          <select
            id={selectId}
            value={within ?? ''}
            onChange={(event) => setChosen(Number(event.currentTarget.value))}
            className={`${inputClass} sm:w-64`}
          >
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <p className="text-sm text-slate-600">{m.note}</p>
        </div>
      }
      items={(products.data ?? []).filter((p) => p.categoryId === within)}
      name={(product) => product.name}
    >
      {(product) => (
        <ArrangeEntry
          image={product.image}
          name={product.name}
          detail={[product.isFeatured ? m.featured : '', product.isActive ? '' : m.inactive, product.origin].filter(Boolean).join(' · ')}
          muted={!product.isActive}
        />
      )}
    </ArrangeDialog>
  );
}
