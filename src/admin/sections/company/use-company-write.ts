// One kind of write of a Company card (useMutation): run it, toast the outcome (the server's message when it
// refuses); the company's facts are read again either way (the write's meta).
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/http-client';
import type { CompanyList } from '../../../shared/schemas/company';
import { useToast } from '../../components/toast';
import { mutations, type Write, writeFrom } from '../../data/mutations';

export const writeMessages = { failed: 'Failed to update company details', tryAgain: 'Please try again.' } as const;

export function useCompanyWrite<V>(write: Write<V, unknown>) {
  const { toast } = useToast();
  const mutation = useMutation({
    ...writeFrom(write, ({ change }: { change: V; saved: string }) => change),
    onSuccess: (_answer, { saved }) => toast({ title: saved }),
    onError: (error) =>
      toast({ title: writeMessages.failed, description: errorMessage(error, writeMessages.tryAgain), variant: 'destructive' }),
  });
  return {
    busy: mutation.isPending,
    /** Sends `change`; `saved` is the toast once it is saved. True when it was. */
    run: (change: V, saved: string): Promise<boolean> =>
      mutation.mutateAsync({ change, saved }).then(
        () => true,
        () => false,
      ),
  };
}

/** The writes of a list card: an entry saved (added, renamed, switched); the card waits while one runs. Its order: OrderedRows. */
export function useListWrites<L extends CompanyList>(list: L) {
  const save = useCompanyWrite(mutations.company.save(list));
  return { list, save, busy: save.busy };
}

export type ListWrites<L extends CompanyList = CompanyList> = ReturnType<typeof useListWrites<L>>;
