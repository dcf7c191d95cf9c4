// A list table's body in each of its states: skeleton rows while it loads, the failure, the empty list, the rows.
import type { ReactNode } from 'react';

export function TableBodyStates<T>({
  query,
  columns,
  skeletonRows,
  skeletonCells,
  loadFailed,
  empty,
  row,
}: {
  query: { isPending: boolean; data: readonly T[] | undefined };
  columns: number;
  skeletonRows: number;
  /** The cells of one skeleton row, shaped like a real row's. */
  skeletonCells: ReactNode;
  loadFailed: string;
  /** What an empty list says. */
  empty: ReactNode;
  row: (item: T) => ReactNode;
}) {
  return (
    <tbody className="divide-y divide-slate-100">
      {query.isPending ? (
        Array.from({ length: skeletonRows }, (_, i) => (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a skeleton row holds nothing focusable and is hidden from screen readers while the list loads
          <tr key={i} aria-hidden="true">
            {skeletonCells}
          </tr>
        ))
      ) : !query.data ? (
        <tr>
          <td colSpan={columns} role="alert" className="px-4 py-10 text-center text-red-700">
            {loadFailed}
          </td>
        </tr>
      ) : query.data.length === 0 ? (
        <tr>
          <td colSpan={columns} className="px-4 py-12 text-center">
            {empty}
          </td>
        </tr>
      ) : (
        query.data.map(row)
      )}
    </tbody>
  );
}
