// Spec §9 in React Query's own terms: a read is never stale on its own (a change invalidates what it affects),
// never refetched on window focus, never polled and never retried; a write is never retried either.
// What a write changes is said by its meta (mutations.ts) and done here, once for every write, so no screen can
// forget it; the write's own onSuccess (a screen's toast, a dialog closing) runs after it, on fresh data. A 401 is
// handled here too, once for every read and write.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../shared/http-client';
import { type QueryName, queries } from './queries';

/** What a write changes. */
export type WriteMeta = {
  /** The reads it changes (spec §7): marked stale and those on screen refetched before its onSuccess runs. */
  invalidates?: readonly QueryName[];
  /** It may change any record (a restore, an undo): every read is marked stale, and those on screen refetched. */
  invalidatesAll?: true;
  /** Its `invalidates` are read again after a refusal too (the refusal may come from a change made elsewhere). */
  refreshIfRefused?: true;
  /** The read its answer is, the whole of it: set from the answer, with no call. */
  sets?: 'auth' | 'siteSettings' | 'contactSettings' | 'siteTexts' | 'setup';
  /** A 401 from it answers a wrong password (login, the password change), not an ended session. */
  passwordCheck?: true;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: WriteMeta;
  }
}

export function createQueryClient(): QueryClient {
  const refresh = (names: readonly QueryName[] = []) => Promise.all(names.map((name) => client.invalidateQueries({ queryKey: [name] })));
  // Spec §2: a 401 means the session has ended (it expired, or a password change ended it elsewhere). The auth read
  // says so, and the shell goes back to the login page; the screen still toasts its own failure.
  const signedOut = (error: Error) => {
    if (error instanceof ApiRequestError && error.status === 401) client.setQueryData(queries.auth.queryKey, { isAuthenticated: false });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: signedOut }),
    mutationCache: new MutationCache({
      onSuccess: async (data, _variables, _context, mutation) => {
        const meta = mutation.meta ?? {};
        if (meta.sets) client.setQueryData([meta.sets], data);
        if (meta.invalidatesAll) await client.invalidateQueries();
        // Any write may have added to the history (and to the trash): marked stale, read again where shown.
        else await refresh([...(meta.invalidates ?? []), 'trash', 'history']);
      },
      onError: async (error, _variables, _context, mutation) => {
        if (!mutation.meta?.passwordCheck) signedOut(error);
        if (mutation.meta?.refreshIfRefused) await refresh(mutation.meta.invalidates);
      },
    }),
    defaultOptions: {
      // Nothing is dropped while the admin is open (a section shows its list at once when the owner comes back), so
      // no timer waits to drop it either; logout clears everything (spec §4).
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { gcTime: Number.POSITIVE_INFINITY, retry: false },
    },
  });
  return client;
}
