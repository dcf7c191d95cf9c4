import { focusClass } from './styles';

const messages = { dismiss: 'Dismiss' } as const;

/**
 * The spec's "alert" for a refused file: announced at once, dismissible, tied to the control that caused it.
 * Several messages (one per refused file) are shown as a list.
 */
export function InlineAlert({ message, onDismiss }: { message: string | readonly string[] | null; onDismiss?: () => void }) {
  const lines = message === null ? [] : typeof message === 'string' ? [message] : message;
  return (
    <div role="alert" className="empty:hidden">
      {lines.length ? (
        <div className="flex items-start justify-between gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {lines.length === 1 ? (
            <span>{lines[0]}</span>
          ) : (
            <ul className="min-w-0 space-y-1">
              {lines.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          )}
          {onDismiss ? (
            <button type="button" onClick={onDismiss} className={`shrink-0 rounded text-xs font-medium underline ${focusClass}`}>
              {messages.dismiss}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
