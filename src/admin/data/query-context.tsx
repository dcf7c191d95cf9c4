import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClient, type QueryState } from './query-client';

const QueryContext = createContext<QueryClient | null>(null);

export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryContext.Provider value={client}>{children}</QueryContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(QueryContext);
  if (!client) throw new Error('useQueryClient needs a QueryProvider');
  return client;
}

/** Reads `key`, fetching it after mount when needed. Server rendering and hydration see the same (loading) state. */
export function useQuery<T>(key: string, fetcher: () => Promise<T>, options: { staleMs?: number } = {}): QueryState<T> {
  const client = useQueryClient();
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const state = useSyncExternalStore(
    client.subscribe,
    () => client.get<T>(key),
    () => client.get<T>(key),
  );
  useEffect(() => {
    const release = client.observe(key, () => fetcherRef.current());
    client.ensure(key, options.staleMs);
    return release;
  }, [client, key, options.staleMs]);
  return state;
}
