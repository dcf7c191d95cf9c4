// The one modal dialog of the site and the admin, on the native <dialog>: showModal() puts it in the top layer and
// makes the rest of the page inert. On top of that it keeps the rules every modal here follows: focus moves in (to
// the first control not marked data-dialog-close, else the dialog itself), Tab wraps inside, Esc closes the topmost one
// wherever focus is, and focus returns to what had it (when that is gone: to the modal below, else a fallback).
// useFocusKept adds that focus never drops out of it. (The page behind stops scrolling by a class on its <body>:
// has-[dialog[open]]:overflow-hidden.)
import { type ReactNode, type RefObject, useEffect, useRef, useSyncExternalStore } from 'react';
import { cn } from './cn';

const FOCUSABLE =
  'a[href],button:not(:disabled),input:not(:disabled,[type=hidden]),select:not(:disabled),textarea:not(:disabled),[tabindex]:not([tabindex="-1"])';

/** The open modals, the topmost last: each is appended to the page when it opens (the admin's go to <body>). */
function topModal(doc: Document): HTMLDialogElement | null {
  const open = doc.querySelectorAll<HTMLDialogElement>('dialog[open]');
  return open[open.length - 1] ?? null;
}

/**
 * The topmost open modal, or null. Whatever must stay usable while a modal is open (the admin's toasts) renders
 * inside it: the top layer puts a modal above everything else, and the page outside it is inert.
 */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    (changed) => {
      const observer = new MutationObserver(changed);
      // A modal opens by its `open` attribute; it can also leave with its element (removed before it is closed).
      observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['open'] });
      return () => observer.disconnect();
    },
    () => topModal(document),
    () => null,
  );
}

export type ModalDialogProps = {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** id of the element that describes it (a confirmation's question). */
  describedBy?: string | undefined;
  /** Said out loud only when not the native 'dialog' (confirmations are 'alertdialog'). */
  role?: 'dialog' | 'alertdialog';
  /** A click on the backdrop closes it (false for forms, where it would lose what was typed). */
  closeOnBackdrop?: boolean;
  id?: string;
  /**
   * Where focus goes on closing when what had it before is gone (a deleted item's row), unless another modal is
   * still open: without it focus falls to <body>, and keyboard and screen-reader users lose their place.
   */
  fallbackFocus?: () => HTMLElement | null;
  /** The <dialog> element, for useFocusKept. */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  /** Classes of the <dialog> box (position, size, backdrop, motion). Display classes only with `open:`: closed dialogs must stay hidden. */
  className?: string;
  /** Classes of the panel inside, which fills the box and carries its background; a click outside it is a click on the backdrop. */
  panelClassName?: string;
  children: ReactNode;
};

/** The parent owns `open`; every way of closing goes through `onClose`. */
export function ModalDialog(props: ModalDialogProps) {
  const {
    open,
    onClose,
    labelledBy,
    describedBy,
    role,
    closeOnBackdrop = true,
    id,
    fallbackFocus,
    dialogRef,
    className,
    panelClassName,
    children,
  } = props;
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const fallbackFocusRef = useRef(fallbackFocus);
  fallbackFocusRef.current = fallbackFocus;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the <dialog> element lives as long as the component; open is the trigger
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const doc = dialog.ownerDocument;
    const opener = doc.activeElement as HTMLElement | null;
    const controls = () => Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (!dialog.open) dialog.showModal();
    (controls().find((el) => !el.hasAttribute('data-dialog-close')) ?? dialog).focus();
    // Esc closes the topmost modal wherever focus is (a click on the backdrop leaves it on <body>); Tab wraps inside it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || topModal(doc) !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        const all = controls();
        const edge = event.shiftKey ? all[0] : all[all.length - 1];
        const active = doc.activeElement;
        if (!edge || active === edge || (event.shiftKey && active === dialog)) {
          event.preventDefault();
          (event.shiftKey ? all[all.length - 1] : all[0])?.focus();
        }
      }
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
      else (topModal(doc) ?? fallbackFocusRef.current?.())?.focus();
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; keyboard users close with Escape (the dialog's cancel event)
    <dialog
      ref={ref}
      id={id}
      role={role}
      aria-modal
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      // The browser's own close request (Esc, a back gesture): the parent decides.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      className={cn('bg-transparent p-0 text-inherit', className)}
    >
      <div className={cn('h-full w-full', panelClassName)}>{children}</div>
    </dialog>
  );
}

/**
 * For a dialog whose controls are disabled or removed while it is open (the admin's forms while they save): the
 * browser then drops focus to <body>, where screen readers lose the dialog; the dialog takes focus back.
 * (A separate hook so the public pages' scripts, whose dialogs never disable a control, do not carry it.)
 */
export function useFocusKept(dialogRef: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const doc = dialog.ownerDocument;
    const observer = new MutationObserver(() => {
      const active = doc.activeElement as HTMLButtonElement | null;
      if ((!active || active === doc.body || (dialog.contains(active) && active.disabled)) && topModal(doc) === dialog) dialog.focus();
    });
    observer.observe(dialog, { subtree: true, childList: true, attributeFilter: ['disabled'] });
    return () => observer.disconnect();
  }, [dialogRef]);
}
