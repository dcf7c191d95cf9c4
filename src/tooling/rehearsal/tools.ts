// Which of the system tools the deployment checks use are installed here.
import { existsSync } from 'node:fs';
import path from 'node:path';

export function which(bin: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/sbin', '/usr/bin'])) {
    const full = path.join(dir, bin);
    if (dir && existsSync(full)) return full;
  }
  return undefined;
}

export const missingTools = (bins: string[]): string[] => bins.filter((bin) => !which(bin));

/** In CI (.ci/run sets FRUIT_CI_TOOLS=required) a missing tool is a failure; elsewhere the check is skipped. */
export const toolsRequired = () => process.env.FRUIT_CI_TOOLS === 'required';
