// Saving a change to one of the two settings documents (spec §7: partial PUTs): send it, keep the cache in step
// with the server's answer, and toast the outcome (spec §8).
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../shared/http-client';
import { useToast } from './toast';

type SaveSettings<T, U> = {
  update: (change: U) => Promise<T>;
  queryKey: QueryKey;
  messages: { saved: string; failed: string; tryAgain: string };
};

/** Resolves to the saved settings, or null when the server refused the change. */
export function useSaveSettings<T, U>({ update, queryKey, messages }: SaveSettings<T, U>): (change: U) => Promise<T | null> {
  const client = useQueryClient();
  const { toast } = useToast();
  return async (change) => {
    try {
      const next = await update(change);
      client.setQueryData(queryKey, next);
      toast({ title: messages.saved });
      return next;
    } catch (error) {
      toast({ title: messages.failed, description: errorMessage(error, messages.tryAgain), variant: 'destructive' });
      return null;
    }
  };
}
