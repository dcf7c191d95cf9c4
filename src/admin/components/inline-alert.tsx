import { focusClass } from './styles';

const messages = { dismiss: 'Dismiss' } as const;

/** The spec's "alert" for a refused file: announced at once, dismissible, tied to the control that caused it. */
export function InlineAlert({ message, onDismiss }: { message: string | null; onDismiss?: () => void }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <div className="flex items-start justify-between gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <span>{message}</span>
          {onDismiss ? (
            <button type="button" onClick={onDismiss} className={`rounded text-xs font-medium underline ${focusClass}`}>
              {messages.dismiss}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
