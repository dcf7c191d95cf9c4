import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptParams } from '../../config';

// Stored self-describing as scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later (AUTH-1).

function derive(password: string, salt: Buffer, p: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, p.keyLength, { N: p.N, r: p.r, p: p.p, maxmem: p.maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** At most two hashes run at once, so a burst of logins cannot exhaust memory or the thread pool (AUTH-2). */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: Array<() => void> = [];
async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await withSlot(() => derive(password, salt, params));
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export type ParsedHash = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

export function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return undefined;
  return { N, r, p, salt: Buffer.from(parts[4]!, 'base64url'), key: Buffer.from(parts[5]!, 'base64url') };
}

export async function verifyPassword(password: string, stored: string, base: ScryptParams): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const params: ScryptParams = {
    ...base,
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    keyLength: parsed.key.length,
    maxmem: Math.max(base.maxmem, 256 * parsed.N * parsed.r),
  };
  const key = await withSlot(() => derive(password, parsed.salt, params));
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the stored hash uses weaker parameters than the current ones (rehash on next login). */
export function needsRehash(stored: string, current: ScryptParams): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N < current.N || parsed.r < current.r || parsed.p < current.p;
}

/** A hash of a random password, compared against when the username is unknown, so both paths take as long (AUTH-4). */
let dummy: { params: ScryptParams; hash: Promise<string> } | undefined;
export function dummyHash(params: ScryptParams): Promise<string> {
  if (!dummy || dummy.params !== params) dummy = { params, hash: hashPassword(randomBytes(16).toString('hex'), params) };
  return dummy.hash;
}

/** A strong random password for the first start when none is configured. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
