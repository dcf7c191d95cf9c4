// The dialog a section opens to put its list in order: the list with its handles and arrows, saved at each move,
// and Done. What it arranges comes from the section's own read, so the section behind it follows each move.
import type { ReactNode } from 'react';
import type { OrderedList } from '../../../shared/schemas/order';
import { Dialog } from '../dialog';
import { buttonClass } from '../styles';
import { SortableList, type SortableListProps } from './sortable-list';
import { useArrange } from './use-arrange';

export const arrangeDialogMessages = {
  description: 'Drag an item by its handle, or use its arrows. Each move is saved at once, and the site shows this order.',
  done: 'Done',
  empty: 'Nothing to arrange yet.',
} as const;

type ArrangeDialogProps<T extends { id: number }> = Omit<SortableListProps<T>, 'onArrange'> & {
  open: boolean;
  onClose: () => void;
  title: string;
  list: OrderedList;
  /** The category of products, the folder of images. */
  within?: number | undefined;
  /** Above the list: what to arrange within (the category of products), or a note on how the site uses the order. */
  before?: ReactNode;
};

export function ArrangeDialog<T extends { id: number }>({ open, onClose, title, list, within, before, ...rest }: ArrangeDialogProps<T>) {
  const arrange = useArrange(list, within);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={arrangeDialogMessages.description}
      size={rest.layout === 'tiles' ? 'xl' : 'lg'}
    >
      <div className="space-y-4">
        {before}
        {rest.items.length === 0 ? (
          <p className="text-sm text-slate-600">{arrangeDialogMessages.empty}</p>
        ) : (
          <SortableList {...rest} onArrange={arrange} />
        )}
        <div className="flex justify-end border-t border-slate-200 pt-4">
          <button type="button" className={buttonClass('primary')} onClick={onClose}>
            {arrangeDialogMessages.done}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** A section header's button that opens its arrange dialog. */
export function ArrangeButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={buttonClass('secondary')} onClick={onClick}>
      <ArrangeIcon />
      {label}
    </button>
  );
}

const ArrangeIcon = () => (
  <svg
    viewBox="0 0 24 24"
    className="size-4"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4" />
  </svg>
);

/** An item as an arrange list shows it: its picture, its name and one line about it; greyed while the site hides it. */
export function ArrangeEntry({
  image,
  name,
  detail,
  muted = false,
}: {
  image: string | null;
  name: string;
  detail?: string;
  muted?: boolean;
}) {
  return (
    <div className="flex items-center gap-3">
      <div className="size-10 shrink-0 overflow-hidden rounded border border-slate-200 bg-slate-50">
        {image ? <img src={image} alt="" className="size-full object-cover" /> : null}
      </div>
      <div className="min-w-0">
        <p className={`line-clamp-2 font-medium break-words ${muted ? 'text-slate-500' : 'text-slate-900'}`}>{name}</p>
        {detail ? <p className="truncate text-xs text-slate-600">{detail}</p> : null}
      </div>
    </div>
  );
}
