import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import { type Precompressed, sendPrecompressed } from '../precompressed';

type Entry = Precompressed;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Plain file names only: no dot-files, no separators, so nothing outside the folder can be named. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Serves the files of one folder from memory: read once, with their build-time .br/.gz twins,
 * answered as Buffers with a strong ETag. `immutable` is for content-hashed names.
 */
export function staticFolder(dir: string, options: { immutable: boolean }) {
  const cache = new Map<string, Promise<Entry | undefined>>();

  async function load(name: string): Promise<Entry | undefined> {
    const type = TYPES[path.extname(name)];
    if (!type) return undefined;
    const full = path.join(dir, name);
    const body = await readFile(full).catch(() => undefined);
    if (!body) return undefined;
    const [br, gz] = await Promise.all([readFile(`${full}.br`).catch(() => undefined), readFile(`${full}.gz`).catch(() => undefined)]);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    return { body, etag, type, br, gzip: gz };
  }

  return async function serve(ctx: Context, name: string): Promise<boolean> {
    if (!SAFE_NAME.test(name) || name.includes('..')) return false;
    let entry = cache.get(name);
    if (!entry) {
      entry = load(name);
      cache.set(name, entry);
    }
    const file = await entry;
    if (!file) {
      cache.delete(name);
      return false;
    }
    sendPrecompressed(ctx, file, options.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    return true;
  };
}
