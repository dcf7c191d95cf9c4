// Passwords refused even at 12+ characters because they top every breach list (ASVS 6.2.4).
export const COMMON_PASSWORDS = new Set([
  'password1234', 'password12345', 'password123456', '123456789012', '1234567890123', 'qwertyuiop12',
  'qwerty123456', 'adminadmin12', 'administrator', 'admin1234567', 'admin@123456', 'iloveyou1234',
  '111111111111', '000000000000', 'abcdefghijkl', 'abc123456789', 'welcome12345', 'letmein12345',
  'passwordpassword', 'qwertyqwerty', '1q2w3e4r5t6y', 'changeme1234', 'mumbaifruit123', 'fruitadmin123',
]);

export function passwordProblem(password: string, minLength: number): string | undefined {
  if ([...password].length < minLength) return `Password must be at least ${minLength} characters`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'This password is too common; choose another';
  return undefined;
}
