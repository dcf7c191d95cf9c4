// Delete with confirmation: ask for an item, then on confirm delete it (useMutation; the lists it changes are
// refreshed by its meta), toast the outcome and close the confirmation.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../shared/http-client';
import type { Write } from '../data/mutations';
import { ConfirmDialog } from './confirm-dialog';
import { useToast } from './toast';

/** Named as the sections' own messages name them, so a section passes its messages object. */
type DeleteMessages = { deleted: string; deleteFailed: string; tryAgain: string };

export type DeleteOptions<T> = {
  /** The delete, given the item (writeFrom makes one from a write that takes the item's id). */
  remove: Write<T, unknown>;
  /** The toasts' texts, which may depend on what is deleted. */
  messages: DeleteMessages | ((item: T) => DeleteMessages);
  /** After the success toast. */
  onDeleted?: () => void;
};

export function useConfirmDelete<T>({ remove, messages, onDeleted }: DeleteOptions<T>) {
  const { toast } = useToast();
  const [pending, setPending] = useState<T | null>(null);
  const texts = (item: T) => (typeof messages === 'function' ? messages(item) : messages);
  const deletion = useMutation({
    ...remove,
    onSuccess: (_answer, item) => {
      toast({ title: texts(item).deleted });
      onDeleted?.();
    },
    onError: (error, item) => {
      const { deleteFailed, tryAgain } = texts(item);
      toast({ title: deleteFailed, description: errorMessage(error, tryAgain), variant: 'destructive' });
    },
    onSettled: () => setPending(null),
  });

  return {
    pending,
    busy: deletion.isPending,
    ask: setPending,
    cancel: () => setPending(null),
    confirm: () => {
      if (pending !== null && !deletion.isPending) deletion.mutate(pending);
    },
  };
}

/** The confirmation dialog of a useConfirmDelete flow. */
export function ConfirmDeleteDialog<T>({ flow, message }: { flow: ReturnType<typeof useConfirmDelete<T>>; message: string }) {
  return <ConfirmDialog open={flow.pending !== null} message={message} busy={flow.busy} onCancel={flow.cancel} onConfirm={flow.confirm} />;
}
