// Spec §9 toasts: at most one visible, shown for 5000 ms, default and destructive variants.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST } from '../../shared/constants';
import { focusClass } from './styles';

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' };
type ToastItem = ToastInput & { id: number };
type ToastApi = { toast: (input: ToastInput) => void; dismiss: () => void };

const messages = { region: 'Notifications', dismiss: 'Dismiss notification' } as const;

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastItem | null>(null);
  const nextId = useRef(1);
  const dismiss = useCallback(() => setCurrent(null), []);
  // A newer toast replaces the visible one (TOAST.limit is 1).
  const toast = useCallback((input: ToastInput) => setCurrent({ ...input, id: nextId.current++ }), []);
  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent((shown) => (shown?.id === current.id ? null : shown)), TOAST.durationMs);
    return () => clearTimeout(timer);
  }, [current]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toaster toast={current} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function Toaster({ toast, onDismiss }: { toast: ToastItem | null; onDismiss: () => void }) {
  const destructive = toast?.variant === 'destructive';
  return (
    <section
      aria-label={messages.region}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-0 sm:items-end"
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
        <p className="text-sm font-semibold" data-toast-title="">{toast.title}</p>
        {toast.description ? (
          <p className={`mt-1 text-sm ${destructive ? 'text-red-50' : 'text-slate-600'}`} data-toast-description="">
            {toast.description}
          </p>
        ) : null}
      </div>
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
