// Delete with confirmation: ask for an item, then on confirm delete it, toast the outcome and refresh the lists.
import { useState } from 'react';
import { errorMessage } from '../../shared/http-client';
import { type QueryName, useInvalidate } from '../data/queries';
import { ConfirmDialog } from './confirm-dialog';
import { useToast } from './toast';

/** Named as the sections' own messages name them, so a section passes its messages object. */
type DeleteMessages = { deleted: string; deleteFailed: string; tryAgain: string };

type DeleteOptions<T> = {
  remove: (item: T) => Promise<unknown>;
  /** The toasts' texts, which may depend on what is deleted. */
  messages: DeleteMessages | ((item: T) => DeleteMessages);
  invalidate: readonly QueryName[];
  /** After the success toast, before the lists are refreshed. */
  onDeleted?: () => void;
};

export function useConfirmDelete<T>({ remove, messages, invalidate, onDeleted }: DeleteOptions<T>) {
  const { toast } = useToast();
  const refresh = useInvalidate();
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (pending === null) return;
    const texts = typeof messages === 'function' ? messages(pending) : messages;
    setBusy(true);
    try {
      await remove(pending);
      toast({ title: texts.deleted });
      onDeleted?.();
      await refresh(invalidate);
    } catch (error) {
      toast({ title: texts.deleteFailed, description: errorMessage(error, texts.tryAgain), variant: 'destructive' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return { pending, busy, ask: setPending, cancel: () => setPending(null), confirm };
}

/** The confirmation dialog of a useConfirmDelete flow. */
export function ConfirmDeleteDialog<T>({ flow, message }: { flow: ReturnType<typeof useConfirmDelete<T>>; message: string }) {
  return (
    <ConfirmDialog
      open={flow.pending !== null}
      message={message}
      busy={flow.busy}
      onCancel={flow.cancel}
      onConfirm={() => void flow.confirm()}
    />
  );
}
