// Saving a change to one of the two settings documents (spec §7: partial PUTs) as a write (useMutation; its meta
// puts the server's answer in the cache), and toasting the outcome (spec §8).
import { useMutation } from '@tanstack/react-query';
import type { Write } from '../data/mutations';
import { useToast } from './toast';
import { type SaveMessages, saveFailedToast } from './use-upload';

export function useSaveSettings<U, T>(write: Write<U, T>, messages: SaveMessages) {
  const { toast } = useToast();
  const mutation = useMutation({
    ...write,
    onSuccess: () => toast({ title: messages.saved }),
    onError: (error) => toast(saveFailedToast(error, messages)),
  });
  return {
    pending: mutation.isPending,
    /** Resolves to the saved settings, or null when the change was refused (or its upload failed). */
    save: (change: U): Promise<T | null> => mutation.mutateAsync(change).catch(() => null),
  };
}
