import type { ReactNode } from 'react';

/** What a section shows for its query: `pending` while it loads, `failed` when it could not, then its data. */
export function QueryView<T>({
  query,
  pending,
  failed,
  children,
}: {
  query: { isPending: boolean; data: T | undefined };
  pending: ReactNode;
  failed: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return pending;
  return query.data === undefined ? failed : children(query.data);
}
