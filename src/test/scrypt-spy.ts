import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

/**
 * Counts calls to node:crypto's scrypt while installed (the ESM binding password.ts imported is updated by
 * syncBuiltinESMExports): how many ran, and the most in flight at once. Nothing is exported from the app for it.
 */
export function spyOnScrypt(options: { hold?: boolean } = {}) {
  type Callback = (error: Error | null, key: Buffer) => void;
  const original = crypto.scrypt;
  // With `hold`, each finished hash waits for release(): a test sees the hash queue exactly as it is while one runs.
  let holding = options.hold === true;
  const held: Array<() => void> = [];
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
      const finish = () => {
        stats.active--;
        running.splice(running.indexOf(password), 1);
        callback(error, key);
      };
      if (holding) held.push(finish);
      else finish();
    });
  };
  (crypto as unknown as { scrypt: unknown }).scrypt = wrapped;
  syncBuiltinESMExports();
  return {
    stats,
    /** Lets every held hash finish, and the next ones finish as they come. */
    release() {
      holding = false;
      for (const finish of held.splice(0)) finish();
    },
    restore() {
      (crypto as unknown as { scrypt: unknown }).scrypt = original;
      syncBuiltinESMExports();
    },
  };
}

export type ScryptSpy = ReturnType<typeof spyOnScrypt>;
