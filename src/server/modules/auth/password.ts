import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { composed } from '../../../shared/unicode';
import type { ScryptParams } from '../../config';

// Stored self-describing as scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later (AUTH-1).

function derive(password: string, salt: Buffer, p: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Composed (NFC), so the same word typed on another keyboard hashes the same.
    scrypt(composed(password), salt, p.keyLength, { N: p.N, r: p.r, p: p.p, maxmem: p.maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** The hash queue is full: the caller answers 503 with Retry-After instead of waiting (SECURITY F17). */
export class HashQueueFull extends Error {
  constructor() {
    super('Too many password checks are waiting');
    this.name = 'HashQueueFull';
  }
}

/**
 * One hash runs at a time (AUTH-2 allows two): each takes 32 MiB at the production parameters, and a second beside
 * it would lift the server's peak memory by as much again, for a login that is at most one hash (about 0.3 s)
 * slower. At most eight wait, so a flood is turned away at once instead of queueing for minutes (F17): the last in
 * line starts within about 2.5 s. `priority` work (a browser that logged in before) goes ahead of the ordinary
 * line and has four places of its own. A flood from one address holds one place at most (one login in flight
 * per address), so the owner, from another, waits behind one of its hashes at most.
 */
export const MAX_CONCURRENT_HASHES = 1;
const MAX_WAITING = 8;
const MAX_PRIORITY_WAITING = 4;
let running = 0;
const waiting: Array<() => void> = [];
const priorityWaiting: Array<() => void> = [];

/** Says when a hash takes a place in a line ('queued' or 'queued-priority'): a test waits for it, not for a time. */
export const hashQueueEvents = new EventTarget();

async function withSlot<T>(work: () => Promise<T>, priority = false): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    const line = priority ? priorityWaiting : waiting;
    if (line.length >= (priority ? MAX_PRIORITY_WAITING : MAX_WAITING)) throw new HashQueueFull();
    const turn = new Promise<void>((resolve) => line.push(resolve));
    hashQueueEvents.dispatchEvent(new Event(priority ? 'queued-priority' : 'queued'));
    await turn;
  }
  running++;
  try {
    return await work();
  } finally {
    running--;
    (priorityWaiting.shift() ?? waiting.shift())?.();
  }
}

export type HashOptions = { priority?: boolean };

export async function hashPassword(password: string, params: ScryptParams, options: HashOptions = {}): Promise<string> {
  const salt = randomBytes(16);
  const key = await withSlot(() => derive(password, salt, params), options.priority);
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

export async function verifyPassword(password: string, stored: string, base: ScryptParams, options: HashOptions = {}): Promise<boolean> {
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
  const key = await withSlot(() => derive(password, parsed.salt, params), options.priority);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the stored hash uses weaker parameters than the current ones (rehash on next login). */
export function needsRehash(stored: string, current: ScryptParams): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N < current.N || parsed.r < current.r || parsed.p < current.p;
}

/**
 * A stored-hash string for an unknown username: random salt and key at the current parameters, so checking a
 * password against it costs one real scrypt, like a wrong password for the real user (AUTH-4), and never matches.
 */
export function dummyHash(params: ScryptParams): string {
  const salt = randomBytes(16).toString('base64url');
  const key = randomBytes(params.keyLength).toString('base64url');
  return ['scrypt', params.N, params.r, params.p, salt, key].join('$');
}

/** A strong random password for the first start when none is configured. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
