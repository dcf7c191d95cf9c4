// One write of the Company section: run it, toast the outcome (the server's message when it refuses), refresh.
import { useState } from 'react';
import { errorMessage } from '../../../shared/http-client';
import { useToast } from '../../components/toast';
import { useInvalidate } from '../../data/queries';

export const writeMessages = { failed: 'Failed to update company details', tryAgain: 'Please try again.' } as const;

export function useCompanyWrite() {
  const { toast } = useToast();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  /** True when the write succeeded. */
  const run = async (write: () => Promise<unknown>, saved: string): Promise<boolean> => {
    setBusy(true);
    try {
      await write();
      toast({ title: saved });
      return true;
    } catch (error) {
      toast({ title: writeMessages.failed, description: errorMessage(error, writeMessages.tryAgain), variant: 'destructive' });
      return false;
    } finally {
      setBusy(false);
      await invalidate(['company']);
    }
  };
  return { busy, run };
}
