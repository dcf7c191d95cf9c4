// The row of buttons at the foot of a form dialog: Cancel, then the primary action (its busy text while working).
// While busy the dialog cannot be dismissed at all (Cancel disabled, and useDialogBusy for ×, Esc and the backdrop).
import { useDialogBusy } from './dialog';
import { buttonClass } from './styles';

type DialogFooterProps = {
  cancelLabel: string;
  onCancel: () => void;
  label: string;
  busyLabel: string;
  busy: boolean;
  /** Disabled for another reason than being busy (nothing to send yet). */
  disabled?: boolean;
  /** Without it the primary button submits the form. */
  onConfirm?: () => void;
};

export function DialogFooter({ cancelLabel, onCancel, label, busyLabel, busy, disabled = false, onConfirm }: DialogFooterProps) {
  useDialogBusy(busy);
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
      <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type={onConfirm ? 'button' : 'submit'} className={buttonClass('primary')} disabled={busy || disabled} onClick={onConfirm}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
