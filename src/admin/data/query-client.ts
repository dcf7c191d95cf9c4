// Spec §9 in React Query's own terms: a read is never stale on its own (a change invalidates what it affects),
// never refetched on window focus, never polled and never retried; a write is never retried either.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        // Nothing is dropped while the admin is open (a section shows its list at once when the owner comes back);
        // logout clears everything (spec §4).
        gcTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
