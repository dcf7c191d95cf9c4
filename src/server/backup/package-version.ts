import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The app's version from the nearest package.json above `from` (works from dist/cli/ and from src/). */
export function packageVersion(from: string): string {
  let dir = path.dirname(fileURLToPath(from));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0';
    const parent = path.dirname(dir);
    if (parent === dir) return '0.0.0';
    dir = parent;
  }
}
