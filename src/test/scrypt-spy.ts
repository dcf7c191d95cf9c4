import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

/**
 * Counts calls to node:crypto's scrypt while installed (the ESM binding password.ts imported is updated by
 * syncBuiltinESMExports): how many ran, and the most in flight at once. Nothing is exported from the app for it.
 */
export function spyOnScrypt() {
  type Callback = (error: Error | null, key: Buffer) => void;
  const original = crypto.scrypt;
  // `started`: each hash in the order it began, with the passwords of the hashes running beside it then (the
  // password tells the owner's hash from an attacker's).
  const running: string[] = [];
  const stats = { calls: 0, active: 0, peak: 0, started: [] as Array<{ password: string; beside: string[] }> };
  const wrapped = (...args: unknown[]) => {
    const callback = args.pop() as Callback;
    const password = String(args[0]);
    stats.started.push({ password, beside: [...running] });
    running.push(password);
    stats.calls++;
    stats.active++;
    stats.peak = Math.max(stats.peak, stats.active);
    (original as unknown as (...a: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      stats.active--;
      running.splice(running.indexOf(password), 1);
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

export type ScryptSpy = ReturnType<typeof spyOnScrypt>;
