import { type Licence, nextLicenceChange } from '../../../shared/licences';

/** setTimeout's longest delay (about 24.8 days); a later change is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * DECISION: what the site shows of the licences changes at midnight in India when an entry becomes valid or expires,
 * with no admin write. The page cache keeps a page until the next write, so a timer set for the next such moment
 * clears the caches then (`onChange`, the same call a write makes): no page shows an expired certificate after its
 * last day, and no page is re-rendered more often than that. Rescheduled after every write; unref'd, so it never
 * keeps the process alive.
 */
export function scheduleLicenceChanges(list: () => Licence[], onChange: () => void, now: () => Date = () => new Date()) {
  let timer: NodeJS.Timeout | undefined;

  function reschedule(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const next = nextLicenceChange(list(), now());
    if (!next) return;
    const delay = next.getTime() - now().getTime();
    timer = setTimeout(
      () => {
        if (delay <= MAX_DELAY_MS) onChange();
        reschedule();
      },
      Math.min(Math.max(delay, 0), MAX_DELAY_MS),
    );
    timer.unref();
  }

  reschedule();
  return { reschedule, stop: () => timer && clearTimeout(timer) };
}
