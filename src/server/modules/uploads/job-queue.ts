/**
 * Runs async jobs at most `concurrency` at a time, in the order they were queued; a failed job does not stop the
 * ones after it. Image encoding is the one CPU-heavy thing this server does: queued one at a time it uses one
 * core at most, so on a small VPS a batch of uploads never takes the core that serves the pages.
 */
export function createJobQueue(concurrency: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    if (running < concurrency && waiting.length) {
      running++;
      waiting.shift()!();
    }
  };
  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          Promise.resolve()
            .then(job)
            .then(resolve, reject)
            .finally(() => {
              running--;
              next();
            });
        });
        next();
      });
    },
    get pending() {
      return running + waiting.length;
    },
  };
}

/** The one queue every image decode and encode goes through (uploads and the start-up backfill). */
export const imageJobs = createJobQueue(1);
