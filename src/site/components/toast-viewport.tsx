// The public site's toasts (the contact form's): where they appear and how they look. The state is src/ui's useToasts,
// shared with the admin, whose viewport (admin/components/toast.tsx) has the admin's look and place.
import { cn } from '../../ui/cn';
import { CloseIcon } from '../../ui/icons';
import type { ToastItem } from '../../ui/toast';

/** The toasts' own words, in the page's language (the form's island has them from its page). */
export type ToastWords = { region: string; dismiss: string };

/**
 * Where toasts appear, rendered before any toast (empty on the server). Two live regions are always in the page,
 * so screen readers announce what is added to them: a region that arrives together with its text may go unread.
 */
export function ToastViewport({ toasts, onDismiss, words }: { toasts: ToastItem[]; onDismiss: (id: number) => void; words: ToastWords }) {
  const cards = (destructive: boolean) =>
    toasts
      .filter((toast) => (toast.variant === 'destructive') === destructive)
      .map((toast) => <ToastCard key={toast.id} toast={toast} dismissLabel={words.dismiss} onDismiss={() => onDismiss(toast.id)} />);
  return (
    <section
      aria-label={words.region}
      className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex flex-col items-center gap-2 px-4 sm:inset-x-auto sm:end-4 sm:items-end md:top-24"
    >
      <div role="status" aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
        {cards(false)}
      </div>
      <div role="alert" aria-live="assertive" className="flex w-full max-w-sm flex-col gap-2">
        {cards(true)}
      </div>
    </section>
  );
}

function ToastCard({ toast, dismissLabel, onDismiss }: { toast: ToastItem; dismissLabel: string; onDismiss: () => void }) {
  const destructive = toast.variant === 'destructive';
  return (
    <div
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-2xl border p-4 shadow-xl motion-safe:animate-toast-in',
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
        onClick={onDismiss}
        className={cn(
          'rounded-full p-1 focus-visible:outline-2 focus-visible:outline-offset-2',
          destructive
            ? 'text-white hover:bg-red-800 focus-visible:outline-white'
            : 'text-stone-600 hover:bg-stone-100 focus-visible:outline-leaf-700',
        )}
      >
        <CloseIcon className="size-4" />
        <span className="sr-only">{dismissLabel}</span>
      </button>
    </div>
  );
}
