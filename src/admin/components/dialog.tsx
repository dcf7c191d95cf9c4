// The admin's dialogs: src/ui's modal (focus, Tab, Esc, scroll lock, top layer) with the admin's frame: a titled
// header with a close button, a scrolling body, a bottom sheet on phones, and the dark side drawer of the menu.
// Rendered into <body> only while open: a dialog opened from inside a form (the media picker in a category form)
// must not be part of that form, or Enter in its search box would submit it.
// While what it holds saves or uploads (useDialogBusy), it cannot be dismissed: the work could not be taken back
// (the server may already have the files, or the save), so a "cancelled" dialog would still save and toast later.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog, useFocusKept } from '../../ui/dialog';
import { focusClass } from './styles';

const messages = { close: 'Close dialog' } as const;

/** The shell's main region (tabIndex -1): where focus goes when the control that opened a dialog is gone. */
const mainRegion = () => document.getElementById('admin-main');

const widths = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-3xl', xl: 'sm:max-w-5xl' } as const;

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: keyof typeof widths;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** 'left' is a full-height dark drawer from the side (the mobile menu). */
  placement?: 'center' | 'left';
};

/** Reports a hold on the dialog around it (true), and its end (false). */
const DialogHold = createContext<(held: boolean) => void>(() => {});

/** While `busy`, the admin dialog around the caller cannot be dismissed: × is disabled, Esc and the close request do nothing. */
export function useDialogBusy(busy: boolean): void {
  const hold = useContext(DialogHold);
  useEffect(() => {
    if (!busy) return;
    hold(true);
    return () => hold(false);
  }, [busy, hold]);
}

export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogFrame {...props} />, document.body);
}

function DialogFrame({ onClose, title, description, children, size = 'md', role = 'dialog', placement = 'center' }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const drawer = placement === 'left';
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Form buttons are disabled while they save or upload: focus must not fall out of the dialog then.
  useFocusKept(dialogRef);
  const [holds, setHolds] = useState(0);
  const hold = useCallback((held: boolean) => setHolds((n) => n + (held ? 1 : -1)), []);
  const busy = holds > 0;
  const dismiss = () => {
    if (!busy) onClose();
  };
  return (
    <ModalDialog
      open
      dialogRef={dialogRef}
      onClose={dismiss}
      fallbackFocus={mainRegion}
      role={role}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      closeOnBackdrop={drawer}
      className={`outline-none backdrop:bg-slate-900/50 open:flex ${
        drawer
          ? 'inset-y-0 left-0 right-auto m-0 h-dvh max-h-none w-72 max-w-[85vw] shadow-xl'
          : // Phones: a sheet from the bottom that starts below the toasts; wider: centred.
            `mx-0 mb-0 mt-auto max-h-[calc(100dvh-6rem)] w-full max-w-none rounded-t-xl shadow-xl sm:m-auto sm:max-h-[92vh] sm:w-[calc(100%-2rem)] sm:rounded-xl ${widths[size]}`
      }`}
      // The panel carries the background (the <dialog> box itself is transparent).
      panelClassName={`flex min-h-0 flex-1 flex-col ${drawer ? 'bg-emerald-950' : 'bg-white'}`}
    >
      <div className={`flex items-start justify-between gap-4 border-b px-5 py-4 ${drawer ? 'border-emerald-900' : 'border-slate-200'}`}>
        <div className="min-w-0">
          <h2 id={titleId} className={`text-lg font-semibold ${drawer ? 'text-white' : 'text-slate-900'}`}>
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </div>
          ) : null}
        </div>
        <button
          type="button"
          data-dialog-close=""
          onClick={dismiss}
          disabled={busy}
          aria-label={messages.close}
          className={`-mr-1 rounded p-1 text-2xl leading-none disabled:cursor-not-allowed disabled:opacity-40 ${drawer ? 'text-emerald-100 hover:text-white focus-visible:outline-white' : 'text-slate-500 hover:text-slate-900'} ${focusClass}`}
        >
          ×
        </button>
      </div>
      <div className={drawer ? 'flex flex-1 flex-col overflow-y-auto px-4 py-4' : 'overflow-y-auto px-5 py-4'}>
        <DialogHold.Provider value={hold}>{children}</DialogHold.Provider>
      </div>
    </ModalDialog>
  );
}
