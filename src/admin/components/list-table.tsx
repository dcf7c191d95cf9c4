// A list section's table in its own card: the column heads, then the body in its states.
import type { ComponentProps, ReactNode } from 'react';
import { ColumnHeads } from './column-heads';
import { cardClass } from './styles';
import { TableBodyStates } from './table-body-states';

type BodyProps<T> = ComponentProps<typeof TableBodyStates<T>>;

export function ListTable<T>({
  columns,
  messages,
  emptyDetail,
  ...body
}: Omit<BodyProps<T>, 'columns' | 'loadFailed' | 'empty'> & {
  columns: ComponentProps<typeof ColumnHeads>['columns'];
  messages: { loadFailed: string; empty: string };
  /** Below the empty list's title: what to add first. */
  emptyDetail: ReactNode;
}) {
  return (
    <div className={`${cardClass} overflow-x-auto`}>
      <table className="w-full text-left text-sm">
        <ColumnHeads className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500" columns={columns} />
        <TableBodyStates
          {...body}
          columns={columns.length}
          loadFailed={messages.loadFailed}
          empty={
            <>
              <p className="font-medium text-slate-900">{messages.empty}</p>
              {emptyDetail}
            </>
          }
        />
      </table>
    </div>
  );
}
