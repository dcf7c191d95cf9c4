import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { ROOT } from '../tooling/harness/root';

const IMPORT = "import { createLogger } from './src/server/log.ts';\n";

/** Runs a script with the real logger in a child process, so its real stdout and stderr are what is read. */
function runLogging(script: string, env: NodeJS.ProcessEnv = process.env) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `${IMPORT}${script}`], {
    cwd: ROOT,
    encoding: 'utf8',
    env,
  });
  return { stdout: child.stdout, stderr: child.stderr };
}

test('request lines are buffered, yet none is lost when the process exits right after them, and they keep their order', () => {
  const { stdout } = runLogging(
    `const log = createLogger(true);
     for (let i = 0; i < 2000; i++) {
       if (i % 7) log.request(i.toString(16), 'GET', '/', 200, 0.1);
       else log.info('request', { id: i.toString(16), method: 'GET', path: '/', status: 200, ms: 0.1 });
     }
     process.exit(0);`,
  );
  const lines = stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.equal(lines.length, 2000);
  assert.deepEqual(
    lines.map((l) => l.id),
    Array.from({ length: 2000 }, (_, i) => i.toString(16)),
  );
  assert.deepEqual(Object.keys(lines[0]).sort(), ['event', 'id', 'level', 'method', 'ms', 'path', 'status', 'time']);
  assert.equal(lines[0].event, 'request');
  assert.equal(lines[0].level, 'info');
  assert.match(lines[0].time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
});

test('lines keep their order and none is lost when the process exits while the thread pool is busy', () => {
  // One thread, held by a key derivation, as sharp or a password hash hold the pool on the server: a write queued
  // there at exit used to come out after the lines flushed at exit.
  const { stdout } = runLogging(
    `import { pbkdf2 } from 'node:crypto';
     pbkdf2('x', 'y', 2_000_000, 32, 'sha256', () => {});
     const log = createLogger(true);
     for (let i = 0; i < 2000; i++) log.request(i.toString(16), 'GET', '/', 200, 0.1);
     process.exit(0);`,
    { ...process.env, UV_THREADPOOL_SIZE: '1' },
  );
  const ids = stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l).id);
  assert.deepEqual(
    ids,
    Array.from({ length: 2000 }, (_, i) => i.toString(16)),
  );
});

test('a request line is the line pino writes for the same fields, whatever the path holds, in order with other lines', () => {
  const paths = ['/', '/products?category=1', '/a"b\\c', '/\u0000\n\t\u2028', '/%F0%9F%A5%AD/आम/مانجو'];
  const { stdout } = runLogging(
    `const log = createLogger(true);
     const paths = ${JSON.stringify(JSON.stringify(paths))};
     log.info('started', { port: 1 });
     for (const [i, path] of JSON.parse(paths).entries()) {
       log.request('ab' + i, 'GET', path, 200 + i, i + 0.5);
       log.info('request', { id: 'ab' + i, method: 'GET', path, status: 200 + i, ms: i + 0.5 });
     }
     process.exit(0);`,
  );
  const lines = stdout.trim().split('\n');
  assert.equal(lines.length, 1 + 2 * paths.length);
  assert.equal(JSON.parse(lines[0]!).event, 'started');
  const withoutTime = (line: string) => line.replace(/"time":"[^"]+"/, '"time":""');
  for (const [i, path] of paths.entries()) {
    const [fast, pinos] = [lines[1 + 2 * i]!, lines[2 + 2 * i]!];
    assert.equal(withoutTime(fast), withoutTime(pinos), path);
    const { time, ...fields } = JSON.parse(fast);
    assert.deepEqual(fields, { level: 'info', id: `ab${i}`, method: 'GET', path, status: 200 + i, ms: i + 0.5, event: 'request' });
    assert.match(time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  }
});

test('a quiet server does not keep its lines in the buffer: they come out while it runs, with no exit to flush them', {
  timeout: 30_000,
}, async () => {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `${IMPORT}const log = createLogger(true); log.info('started', { port: 1 }); log.request('a1', 'GET', '/', 200, 1);
       setInterval(() => {}, 1000);`,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const lines: string[] = [];
    await new Promise<void>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        lines.push(...chunk.split('\n').filter(Boolean));
        if (lines.length >= 2) resolve();
      });
      child.once('exit', () => reject(new Error(`the process ended after writing ${lines.length} lines`)));
    });
    assert.deepEqual(
      lines.map((l) => JSON.parse(l).event),
      ['started', 'request'],
    );
    assert.equal(child.exitCode, null, 'written by the timed flush, not at exit');
  } finally {
    child.kill('SIGKILL');
  }
});

test('errors go to stderr at once; a disabled logger writes nothing', () => {
  const { stdout, stderr } = runLogging(
    `createLogger(false).info('hidden'); createLogger(false).error('hidden');
     createLogger(true).error('boom', { error: 'x' });
     process.stdout.write('done');`,
  );
  assert.equal(stdout, 'done');
  const line = JSON.parse(stderr.trim());
  assert.deepEqual([line.level, line.event, line.error], ['error', 'boom', 'x']);
});
