import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

/**
 * Counts calls to node:crypto's scrypt while installed (the ESM binding password.ts imported is updated by
 * syncBuiltinESMExports): how many ran, and the most in flight at once. Nothing is exported from the app for it.
 */
export function spyOnScrypt() {
  type Callback = (error: Error | null, key: Buffer) => void;
  const original = crypto.scrypt;
  const stats = { calls: 0, active: 0, peak: 0 };
  const wrapped = (...args: unknown[]) => {
    const callback = args.pop() as Callback;
    stats.calls++;
    stats.active++;
    stats.peak = Math.max(stats.peak, stats.active);
    (original as unknown as (...a: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      stats.active--;
      callback(error, key);
    });
  };
  (crypto as unknown as { scrypt: unknown }).scrypt = wrapped;
  syncBuiltinESMExports();
  return {
    stats,
    restore() {
      (crypto as unknown as { scrypt: unknown }).scrypt = original;
      syncBuiltinESMExports();
    },
  };
}
