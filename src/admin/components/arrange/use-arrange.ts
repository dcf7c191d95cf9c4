// Saving a list's new order (PUT /api/admin/order/{list}): a toast either way, the server's words when it refuses
// (an item added or removed since: the list is read again and shown as it is now). The toast offers Undo.
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/http-client';
import type { OrderedList } from '../../../shared/schemas/order';
import { mutations } from '../../data/mutations';
import { useToast } from '../toast';

export const arrangeToasts = {
  saved: 'Order updated successfully',
  failed: 'Failed to update the order',
  tryAgain: 'Please try again.',
} as const;

/** Saves `list` (within a category or folder where it is kept within one); resolves whether it was saved. */
export function useArrange(list: OrderedList, within?: number): (ids: number[]) => Promise<boolean> {
  const { toast } = useToast();
  const mutation = useMutation({
    ...mutations.arrange(list),
    onSuccess: () => toast({ title: arrangeToasts.saved }),
    onError: (error) =>
      toast({ title: arrangeToasts.failed, description: errorMessage(error, arrangeToasts.tryAgain), variant: 'destructive' }),
  });
  return (ids) =>
    mutation.mutateAsync({ ids, within }).then(
      () => true,
      () => false,
    );
}
