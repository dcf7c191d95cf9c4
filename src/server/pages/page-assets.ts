import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageScript } from '../../site/entry.server';

type Script = { js: string; preload: string[] };
export type Manifest = { site: { css: string; pages: Record<PageScript, Script> }; admin: Script & { css: string } };

/** The hashed bundle names of static/build/manifest.json (written by build.mjs), read at the first page served. */
export function createPageAssets(staticDir: string): () => Manifest {
  let manifest: Manifest | undefined;
  return () => {
    manifest ??= JSON.parse(readFileSync(path.join(staticDir, 'build/manifest.json'), 'utf8')) as Manifest;
    return manifest;
  };
}
