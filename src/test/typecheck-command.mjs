// The type check's command: tsc --noEmit, incremental. Its build info lives outside the repo (node_modules/.cache),
// so a second run on an installed checkout checks again only what changed and what depends on it (about a third of
// the CPU of a cold run); a fresh clone runs cold.
import path from 'node:path';

/** The node arguments that type-check `project` (a tsconfig), keeping tsc's build info in `cacheDir`. */
export function typecheckArgs(root, project, cacheDir) {
  return [
    path.join(root, 'node_modules/typescript/bin/tsc'),
    '--noEmit',
    '-p',
    project,
    '--incremental',
    '--tsBuildInfoFile',
    path.join(cacheDir, 'tsc.tsbuildinfo'),
  ];
}
