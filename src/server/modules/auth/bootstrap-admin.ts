import type { ScryptParams } from '../../config';
import type { AdminsRepo } from './admins.repo';
import { generatePassword, hashPassword } from './password';
import { passwordProblem, releaseStrengthChecker } from './password-strength';

export type BootstrapResult = { created: false } | { created: true; username: string; generatedPassword?: string };

/**
 * Creates the one admin account on first start: from ADMIN_USERNAME / ADMIN_PASSWORD, or user 'admin' with a
 * random strong password that the caller prints once. There is never a built-in default password (AUTH-5).
 * Later starts leave the account alone; `npm run admin:password` changes it.
 */
export async function bootstrapAdmin(
  admins: AdminsRepo,
  env: { username: string | undefined; password: string | undefined },
  scrypt: ScryptParams,
): Promise<BootstrapResult> {
  if (admins.first()) return { created: false };
  const username = env.username ?? 'admin';
  const password = env.password ?? generatePassword();
  // Hashed before the strength check, so the hash's 32 MiB are freed before the word lists load (about 30 MB of
  // heap) instead of the start holding both; the lists are let go at once, as nothing else on a start needs them.
  const hash = await hashPassword(password, scrypt);
  if (env.password) {
    let problem: string | undefined;
    try {
      problem = passwordProblem(env.password, { username });
    } finally {
      releaseStrengthChecker();
    }
    if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  }
  admins.create(username, hash, { generated: !env.password });
  return env.password ? { created: true, username } : { created: true, username, generatedPassword: password };
}
