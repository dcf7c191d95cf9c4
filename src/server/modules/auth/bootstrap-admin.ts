import type { ScryptParams } from '../../config';
import type { AdminsRepo } from './admins.repo';
import { generatePassword, hashPassword } from './password';
import { passwordProblem } from './password-strength';

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
  if (env.password) {
    const problem = passwordProblem(env.password, { username });
    if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  }
  const password = env.password ?? generatePassword();
  admins.create(username, await hashPassword(password, scrypt));
  return env.password ? { created: true, username } : { created: true, username, generatedPassword: password };
}
