import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST } from '../shared/constants';
import { cn } from './cn';
import { CloseIcon } from './icons';

export type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type ToastItem = ToastInput & { id: number };

/**
 * Toast state. Spec §9: at most TOAST.limit visible (a new toast replaces the old one),
 * each shown for TOAST.durationMs unless dismissed first.
 */
export function useToasts(durationMs: number = TOAST.durationMs) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...input, id }].slice(-TOAST.limit));
    return id;
  }, []);

  const newest = toasts[toasts.length - 1];
  useEffect(() => {
    if (!newest) return;
    const timer = setTimeout(() => dismiss(newest.id), durationMs);
    return () => clearTimeout(timer);
  }, [newest, durationMs, dismiss]);

  return { toasts, show, dismiss };
}

/** Where toasts appear. Always rendered (empty on the server) so the live region exists before a toast does. */
export function ToastViewport({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex flex-col items-center gap-2 px-4 sm:inset-x-auto sm:right-4 sm:items-end md:top-24"
    >
      {toasts.map((toast) => {
        const destructive = toast.variant === 'destructive';
        return (
          <div
            key={toast.id}
            role={destructive ? 'alert' : 'status'}
            className={cn(
              'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border p-4 shadow-xl motion-safe:animate-toast-in',
              destructive ? 'border-red-800 bg-red-700 text-white' : 'border-leaf-200 bg-white text-stone-900',
            )}
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{toast.title}</p>
              {toast.description ? (
                <p className={cn('mt-1 text-sm', destructive ? 'text-red-50' : 'text-stone-700')}>{toast.description}</p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => onDismiss(toast.id)}
              className={cn(
                'rounded-full p-1 focus-visible:outline-2 focus-visible:outline-offset-2',
                destructive
                  ? 'text-white hover:bg-red-800 focus-visible:outline-white'
                  : 'text-stone-600 hover:bg-stone-100 focus-visible:outline-leaf-700',
              )}
            >
              <CloseIcon className="size-4" />
              <span className="sr-only">Dismiss notification</span>
            </button>
          </div>
        );
      })}
    </section>
  );
}
