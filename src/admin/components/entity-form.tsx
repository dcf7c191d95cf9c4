// A create-or-update dialog (a category, a product, a gallery folder): "Add …" or "Edit …" as its title, the form's
// fields, then Cancel and Create or Update ("Saving..." while it saves).
import { type FormEvent, Fragment, type ReactNode } from 'react';
import { Dialog } from './dialog';
import { DialogFooter } from './dialog-footer';

type EntityDialogProps = {
  open: boolean;
  /** The item being edited; null to add one. */
  item: { id: number } | null;
  onClose: () => void;
  messages: { addTitle: string; editTitle: string };
  size?: 'md' | 'lg';
  children: ReactNode;
};

export function EntityDialog({ open, item, onClose, messages, size, children }: EntityDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={item ? messages.editTitle : messages.addTitle} size={size}>
      {/* Keyed by the item, so that the form starts again from its values when another item is opened. */}
      <Fragment key={item?.id ?? 'new'}>{children}</Fragment>
    </Dialog>
  );
}

type EntityFormProps = {
  editing: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  messages: { create: string; update: string; saving: string; cancel: string };
  children: ReactNode;
};

export function EntityForm({ editing, busy, onSubmit, onCancel, messages, children }: EntityFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {children}
      <DialogFooter
        cancelLabel={messages.cancel}
        onCancel={onCancel}
        label={editing ? messages.update : messages.create}
        busyLabel={messages.saving}
        busy={busy}
      />
    </form>
  );
}
