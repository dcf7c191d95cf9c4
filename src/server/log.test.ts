import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { ROOT } from '../tooling/harness/root';

const IMPORT = "import { createLogger } from './src/server/log.ts';\n";

/** Runs a script with the real logger in a child process, so its real stdout and stderr are what is read. */
function runLogging(script: string) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `${IMPORT}${script}`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { stdout: child.stdout, stderr: child.stderr };
}

test('request lines are buffered, yet none is lost when the process exits right after them', () => {
  const { stdout } = runLogging(
    `const log = createLogger(true);
     for (let i = 0; i < 2000; i++) log.info('request', { id: String(i), method: 'GET', path: '/', status: 200, ms: 0.1 });
     process.exit(0);`,
  );
  const lines = stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.equal(lines.length, 2000);
  assert.deepEqual(Object.keys(lines[0]).sort(), ['event', 'id', 'level', 'method', 'ms', 'path', 'status', 'time']);
  assert.equal(lines[0].event, 'request');
  assert.equal(lines[0].level, 'info');
  assert.match(lines[0].time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.equal(lines[1999].id, '1999');
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
      `${IMPORT}createLogger(true).info('started', { port: 1 }); setInterval(() => {}, 1000);`,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.setEncoding('utf8').once('data', resolve);
      child.once('exit', () => reject(new Error('the process ended before writing its line')));
    });
    assert.equal(JSON.parse(line.trim()).event, 'started');
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
