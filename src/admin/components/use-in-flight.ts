// Which of a screen's controls has work in flight, so each is disabled until its own work ends: a second tap on a
// control whose save is pending would send a second request and toast twice.
import { useState } from 'react';

export function useInFlight<K extends string>() {
  const [keys, setKeys] = useState<ReadonlySet<K>>(() => new Set());
  const update = (key: K, busy: boolean) =>
    setKeys((now) => {
      const next = new Set(now);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });

  return {
    busy: (key: K) => keys.has(key),
    /** Runs `work` with `key` marked busy until it settles. */
    run: async <T>(key: K, work: () => Promise<T>): Promise<T> => {
      update(key, true);
      try {
        return await work();
      } finally {
        update(key, false);
      }
    },
  };
}
