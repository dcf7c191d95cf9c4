// Spec §9 toasts: at most one visible, shown for 5000 ms, default and destructive variants. The state (limit and
// timer) is src/ui's useToasts, as on the public site; the admin keeps its own viewport, for where it sits and
// for its two live regions (see Toaster).
import { QueryClientContext } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { UNDO_MS } from '../../shared/history/history';
import { errorMessage } from '../../shared/http-client';
import { useTopModal } from '../../ui/dialog';
import { type ToastInput, type ToastItem, useToasts } from '../../ui/toast';
import { adminApi } from '../data/api';
import { listenForChanges, takeRecordedChange } from '../data/undo';
import { focusClass } from './styles';

export type { ToastInput };

type ToastApi = { toast: (input: ToastInput) => void };

const messages = {
  region: 'Notifications',
  dismiss: 'Dismiss notification',
  undo: 'Undo',
  undone: 'Undone',
  undoneDetail: 'The change was taken back.',
  undoFailed: 'Could not undo',
  tryAgain: 'Please try again.',
} as const;

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { toasts, show, dismiss } = useToasts();
  const client = useContext(QueryClientContext);
  useEffect(() => listenForChanges(), []);
  const value = useMemo<ToastApi>(() => {
    const undo = (changeId: number) =>
      adminApi.history.undo(changeId).then(
        async () => {
          takeRecordedChange(); // the undo's own change: not offered again
          await client?.invalidateQueries();
          show({ title: messages.undone, description: messages.undoneDetail });
        },
        (error: unknown) =>
          show({ title: messages.undoFailed, description: errorMessage(error, messages.tryAgain), variant: 'destructive' }),
      );
    return {
      // A success toast after a recorded write offers Undo; a toast with Undo stays UNDO_MS.
      toast: (input) => {
        const changeId = input.variant !== 'destructive' && !input.action ? takeRecordedChange() : undefined;
        const action = changeId === undefined ? input.action : { label: messages.undo, onAction: () => void undo(changeId) };
        show(action ? { ...input, action, durationMs: input.durationMs ?? UNDO_MS } : input);
      },
    };
  }, [show, client]);
  const current = toasts[toasts.length - 1] ?? null;
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toaster toast={current} onDismiss={() => current && dismiss(current.id)} />
    </ToastContext.Provider>
  );
}

/**
 * At the top, clear of the controls the owner is using. Phones: over the top bar, beside its Menu button (left
 * free), above where a dialog sheet starts. Wider: centred at the top over the section, between the page title
 * and its action button. Never at the bottom, where dialog footers ('Upload N images', Create) and the lower
 * image buttons are. While a modal is open the toasts render inside it: the top layer puts the modal above
 * anything else, and the page outside it is inert (its Dismiss button could not be pressed).
 */
function Toaster({ toast, onDismiss }: { toast: ToastItem | null; onDismiss: () => void }) {
  const destructive = toast?.variant === 'destructive';
  const modal = useTopModal();
  const viewport = (
    <section
      aria-label={messages.region}
      data-toast-viewport=""
      className="pointer-events-none fixed left-0 right-28 top-0 z-[60] flex flex-col items-center gap-2 p-2 sm:right-0 sm:p-4 lg:left-64"
    >
      {/* Two live regions always in the page so screen readers announce what is added to them. */}
      <div role="status" aria-live="polite" className="w-full sm:w-96">
        {toast && !destructive ? <ToastCard toast={toast} onDismiss={onDismiss} /> : null}
      </div>
      <div role="alert" aria-live="assertive" className="w-full sm:w-96">
        {toast && destructive ? <ToastCard toast={toast} onDismiss={onDismiss} /> : null}
      </div>
    </section>
  );
  return modal ? createPortal(viewport, modal) : viewport;
}

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: () => void }) {
  const destructive = toast.variant === 'destructive';
  return (
    <div
      data-toast={destructive ? 'destructive' : 'default'}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${
        destructive ? 'border-red-700 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900'
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold" data-toast-title="">
          {toast.title}
        </p>
        {toast.description ? (
          <p className={`mt-1 text-sm ${destructive ? 'text-red-50' : 'text-slate-600'}`} data-toast-description="">
            {toast.description}
          </p>
        ) : null}
      </div>
      {toast.action ? (
        <button
          type="button"
          data-toast-action=""
          onClick={() => {
            onDismiss();
            toast.action?.onAction();
          }}
          className={`shrink-0 rounded-md border px-3 py-1.5 text-sm font-semibold ${
            destructive ? 'border-white/60 text-white hover:bg-red-700' : 'border-slate-300 text-slate-900 hover:bg-slate-50'
          } ${focusClass}`}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={onDismiss}
        aria-label={messages.dismiss}
        className={`rounded p-1 text-lg leading-none opacity-80 hover:opacity-100 ${focusClass}`}
      >
        ×
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
