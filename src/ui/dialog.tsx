import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { cn } from './cn';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type ModalDialogProps = {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its heading). */
  labelledBy?: string;
  label?: string;
  id?: string;
  /** Classes of the <dialog> box (position, size, backdrop, motion). Never give it a display class: closed dialogs must stay hidden. */
  className?: string;
  /** Classes of the panel inside, which fills the box; a click outside the panel is a click on the backdrop. */
  panelClassName?: string;
  children: ReactNode;
};

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert (focus stays inside),
 * Esc and a backdrop click close it, focus returns to whatever had it before opening.
 * The parent owns `open`; every way of closing goes through `onClose`.
 */
export function ModalDialog({ open, onClose, labelledBy, label, id, className, panelClassName, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) {
        const active = dialog.ownerDocument.activeElement;
        returnFocusTo.current = active && 'focus' in active ? (active as HTMLElement) : null;
        dialog.showModal();
      }
      const first = dialog.querySelector<HTMLElement>('[autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
      first?.focus();
    } else {
      if (dialog.open) dialog.close();
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      target?.focus();
    }
  }, [open]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  const onNativeClose = () => {
    if (open) onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = event.currentTarget.ownerDocument.activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onCancel={onCancel}
      onClose={onNativeClose}
      onKeyDown={onKeyDown}
      onClick={onClick}
      className={cn('bg-transparent p-0 text-inherit', className)}
    >
      <div className={cn('h-full w-full', panelClassName)}>{children}</div>
    </dialog>
  );
}
