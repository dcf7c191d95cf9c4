import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST } from '../shared/constants';

export type ToastVariant = 'default' | 'destructive';
/** `action`: one button beside the text (Undo); pressing it closes the toast and runs `onAction`. */
export type ToastAction = { label: string; onAction: () => void };
/** `durationMs`: how long this toast stays, when not the default (a toast with Undo stays longer). */
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; action?: ToastAction; durationMs?: number };
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
    const timer = setTimeout(() => dismiss(newest.id), newest.durationMs ?? durationMs);
    return () => clearTimeout(timer);
  }, [newest, durationMs, dismiss]);

  return { toasts, show, dismiss };
}
