import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { buttonClass } from './styles';
import type { useDraftRows } from './use-draft-rows';

/**
 * What surrounds the rows of a list edited inside a form (useDraftRows): a line while there are none, the list's
 * own error below them, then Add and the limit.
 */
export function DraftRowsFrame({
  rows,
  messages,
  className,
  children,
}: {
  rows: Pick<ReturnType<typeof useDraftRows>, 'empty' | 'listError' | 'add' | 'full'>;
  messages: { none: string; add: string; limit: string };
  className: string;
  /** The list of rows. */
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {rows.empty ? <p className="text-sm text-slate-500">{messages.none}</p> : null}
      {children}
      <FieldError error={rows.listError} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={rows.add} disabled={rows.full}>
          {messages.add}
        </button>
        <span className="text-xs text-slate-500">{messages.limit}</span>
      </div>
    </div>
  );
}
