// A restore, an undo or a restore from the trash, with its toasts: what the owner should know of it (a new address,
// a category still inactive), or the conflict in words with the fix the server offers as the toast's button.
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, errorMessage } from '../../../shared/http-client';
import { useToast } from '../../components/toast';
import type { Restored, RestoreRequest } from '../../data/api';
import type { Write } from '../../data/mutations';

export const restoreMessages = { failed: 'Could not restore', tryAgain: 'Please try again.' } as const;

/** The fix a refused restore offers (409 'restore-conflict'): its name for the server and its words for the button. */
function offeredFix(error: Error): { fix: string; label: string } | undefined {
  if (!(error instanceof ApiRequestError) || error.body.code !== 'restore-conflict') return undefined;
  const { fix, fixLabel } = error.body;
  return typeof fix === 'string' && typeof fixLabel === 'string' ? { fix, label: fixLabel } : undefined;
}

export function useRestore(write: Write<RestoreRequest, Restored>, done: { title: string; onDone?: () => void }) {
  const { toast } = useToast();
  const mutation = useMutation({
    ...write,
    onSuccess: (answer) => {
      toast({ title: done.title, ...(answer.notes.length ? { description: answer.notes.join(' ') } : {}) });
      done.onDone?.();
    },
    onError: (error, request) => {
      const fix = offeredFix(error);
      toast({
        title: restoreMessages.failed,
        description: errorMessage(error, restoreMessages.tryAgain),
        variant: 'destructive',
        ...(fix ? { action: { label: fix.label, onAction: () => mutation.mutate({ ...request, fix: fix.fix }) } } : {}),
      });
    },
  });
  return mutation;
}
