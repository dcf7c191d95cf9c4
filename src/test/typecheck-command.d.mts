export function typecheckArgs(root: string, project: string, cacheDir: string): string[];
