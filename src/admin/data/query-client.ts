// A small read cache with the rules of spec §9: no refetch on focus, no polling, no retries, fresh until
// invalidated (or for `staleMs` when given); a change invalidates the affected lists; logout clears everything.

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined; updatedAt: 0 }
  | { status: 'success'; data: T; error: undefined; updatedAt: number }
  | { status: 'error'; data: T | undefined; error: unknown; updatedAt: number };

type Fetcher = () => Promise<unknown>;
type Entry = { state: QueryState<unknown>; stale: boolean; inFlight?: Promise<void>; fetcher?: Fetcher; observers: number };

export const LOADING: QueryState<never> = Object.freeze({ status: 'loading', data: undefined, error: undefined, updatedAt: 0 });

export class QueryClient {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get<T>(key: string): QueryState<T> {
    return (this.entries.get(key)?.state ?? LOADING) as QueryState<T>;
  }

  setData<T>(key: string, data: T): void {
    const entry = this.entry(key);
    entry.state = { status: 'success', data, error: undefined, updatedAt: this.now() };
    entry.stale = false;
    this.emit();
  }

  /** Registers a mounted reader; returns its release. Invalidated keys are refetched only while someone reads them. */
  observe(key: string, fetcher: Fetcher): () => void {
    const entry = this.entry(key);
    entry.fetcher = fetcher;
    entry.observers += 1;
    return () => {
      entry.observers -= 1;
    };
  }

  /** On mount: fetches when there is no data yet, after an error, when invalidated, or when older than `staleMs`. */
  ensure(key: string, staleMs = Number.POSITIVE_INFINITY): void {
    const entry = this.entries.get(key);
    if (!entry || entry.inFlight) return;
    const expired = entry.state.status === 'success' && this.now() - entry.state.updatedAt >= staleMs;
    // An error is fetched again only when a screen mounts again: never retried on its own (spec §9).
    if (entry.state.status !== 'success' || entry.stale || expired) void this.fetch(key);
  }

  fetch(key: string): Promise<void> {
    const entry = this.entry(key);
    if (entry.inFlight) return entry.inFlight;
    const fetcher = entry.fetcher;
    if (!fetcher) return Promise.resolve();
    const run = fetcher().then(
      (data) => {
        entry.state = { status: 'success', data, error: undefined, updatedAt: this.now() };
      },
      (error: unknown) => {
        entry.state = { status: 'error', data: entry.state.data, error, updatedAt: this.now() };
      },
    );
    entry.inFlight = run.finally(() => {
      entry.inFlight = undefined;
      entry.stale = false;
      this.emit();
    });
    return entry.inFlight;
  }

  /** Marks every key equal to or starting with `${prefix}:` stale and refetches the ones on screen. */
  invalidate(...prefixes: string[]): Promise<void> {
    const runs: Promise<void>[] = [];
    for (const [key, entry] of this.entries) {
      if (!prefixes.some((p) => key === p || key.startsWith(`${p}:`))) continue;
      entry.stale = true;
      if (entry.observers > 0) runs.push(this.fetch(key));
    }
    return Promise.all(runs).then(() => undefined);
  }

  /** Spec §4: logout clears all cached data. */
  clear(): void {
    this.entries.clear();
    this.emit();
  }

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { state: LOADING, stale: false, observers: 0 };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
