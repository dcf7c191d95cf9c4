import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH, TEXT_LIMITS } from '../constants';

export const loginSchema = v.object({
  username: v.pipe(
    v.string('Username must be text'),
    v.nonEmpty('Username is required'),
    v.maxLength(TEXT_LIMITS.username, `Username must be at most ${TEXT_LIMITS.username} characters`),
  ),
  // Compared exactly: no trimming or case folding of passwords.
  password: v.pipe(
    v.string('Password must be text'),
    v.nonEmpty('Password is required'),
    v.maxLength(TEXT_LIMITS.password, `Password must be at most ${TEXT_LIMITS.password} characters`),
  ),
  /** The token of a one-time link from `admin-password --enrol` (SECURITY F22): this browser becomes a known one. */
  enrolment: v.optional(
    v.pipe(
      v.string('The enrolment link must be text'),
      v.regex(/^[A-Za-z0-9_-]{43}$/, 'This sign-in link is not complete. Copy the whole link and open it again.'),
    ),
  ),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

export const newPasswordSchema = v.pipe(
  v.string('New password must be text'),
  v.minLength(PASSWORD_MIN_LENGTH, `New password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  v.maxLength(TEXT_LIMITS.password, `New password must be at most ${TEXT_LIMITS.password} characters`),
);

export const changePasswordSchema = v.object({
  currentPassword: v.pipe(v.string('Current password must be text'), v.nonEmpty('Current password is required')),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = v.InferOutput<typeof changePasswordSchema>;
