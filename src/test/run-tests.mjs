// Runs every *.test.ts(x) under src/ with node:test, TypeScript loaded through tsx.
// Usage: node src/test/run-tests.mjs [filter-substring ...]
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const filters = process.argv.slice(2);

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = walk(path.join(root, 'src'))
  .map((f) => path.relative(root, f))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}

const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test' },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
