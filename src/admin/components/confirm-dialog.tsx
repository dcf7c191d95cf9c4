import { Dialog, useDialogBusy } from './dialog';
import { buttonClass } from './styles';

const messages = { title: 'Please confirm', cancel: 'Cancel', confirm: 'Delete', working: 'Deleting...' } as const;

type ConfirmDialogProps = {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  confirmLabel?: string;
};

/** Asks before a destructive action; the safe choice (Cancel, the first control) has the focus first. */
export function ConfirmDialog({ open, message, onConfirm, onCancel, busy = false, confirmLabel = messages.confirm }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={messages.title} description={message} size="sm" role="alertdialog">
      <ConfirmButtons onConfirm={onConfirm} onCancel={onCancel} busy={busy} confirmLabel={confirmLabel} />
    </Dialog>
  );
}

/** Inside the dialog, so that while it deletes the dialog cannot be dismissed either. */
function ConfirmButtons({
  onConfirm,
  onCancel,
  busy,
  confirmLabel,
}: Required<Pick<ConfirmDialogProps, 'onConfirm' | 'onCancel' | 'busy' | 'confirmLabel'>>) {
  useDialogBusy(busy);
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={busy}>
        {messages.cancel}
      </button>
      <button type="button" className={buttonClass('danger')} onClick={onConfirm} disabled={busy}>
        {busy ? messages.working : confirmLabel}
      </button>
    </div>
  );
}
