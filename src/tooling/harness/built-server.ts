// Starts the built production server (`node dist/main.js`) as a child process on 127.0.0.1:<random port>,
// for tests and scripts that need a real process: SIGKILL/SIGTERM, soak, observatory.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { environmentFile, unitEnvironmentLines, unitSettings } from '../rehearsal/unit-file';
import { ROOT } from './root';

export const BUILT_MAIN = path.join(ROOT, 'dist/main.js');
export const BUILT_ADMIN = { username: 'owner', password: 'built-server-test-password-42' };
/**
 * How long a start may take before it counts as failed: a first start seeds the catalogue and hashes a password, and
 * with two test suites on two cores it took over 20 s. A safety net only: a start is awaited by its "Site:" line.
 */
const START_TIMEOUT_MS = 90_000;

export type BuiltServer = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
  /** SIGKILL if still running, and wait for the exit. */
  kill: () => Promise<void>;
};

/**
 * Spawns dist/main.js with a clean environment (no inherited PUBLIC_ORIGIN and the like) and waits for the
 * "Site:" line, printed only once the database is migrated, the start-up sweep done and the port listening.
 */
export async function startBuiltServer(options: {
  dataDir: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Another build's dist/main.js (an older checkout, to compare); this checkout's by default. */
  main?: string;
  /** Pins the process and all its threads to these CPUs (`taskset -c`, e.g. "0"): the bench's server under test. */
  cpus?: string;
  /** Called with the server's pid as soon as it is spawned, before it starts up (the bench samples its memory from then on). */
  onSpawn?: (pid: number) => void;
  /** Once it listens, its stdout (the request log, with LOG_REQUESTS=true) goes here instead of into output(): a
   * bench's millions of log lines would pile up there. */
  onStdout?: (chunk: string) => void;
}): Promise<BuiltServer> {
  const main = options.main ?? BUILT_MAIN;
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`node build.mjs\` first (npm test does).`);
  const unit = asTheUnitRunsIt();
  const node = [process.execPath, ...unit.nodeFlags, main];
  // taskset execs node in its own place: the child's pid is node's.
  const [command, args] = options.cpus ? ['taskset', ['-c', options.cpus, ...node]] : [node[0]!, node.slice(1)];
  const child = spawn(command, args, {
    cwd: path.dirname(path.dirname(main)),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/',
      ...unit.env,
      DATA_DIR: options.dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_REQUESTS: 'false',
      ADMIN_USERNAME: BUILT_ADMIN.username,
      ADMIN_PASSWORD: BUILT_ADMIN.password,
      ...options.env,
    },
  });
  if (child.pid) options.onSpawn?.(child.pid);
  let output = '';
  const keep = (chunk: string) => {
    output += chunk;
  };
  child.stdout!.setEncoding('utf8').on('data', keep);
  child.stderr!.setEncoding('utf8').on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${options.timeoutMs ?? START_TIMEOUT_MS} ms:\n${output}`));
    }, options.timeoutMs ?? START_TIMEOUT_MS);
    const onData = () => {
      const match = /Site:\s+http:\/\/[^/]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        if (options.onStdout) child.stdout!.off('data', keep).on('data', options.onStdout);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    exited,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * How the systemd unit runs the server: its Environment= lines and node's own flags from its ExecStart. Tests, the
 * bench and the soak start it the same way, so what they measure is what runs in production.
 */
export function asTheUnitRunsIt(): { env: Record<string, string>; nodeFlags: string[] } {
  const settings = unitSettings(readFileSync(path.join(ROOT, 'src/deploy/fruit-site.service'), 'utf8'));
  const execStart = settings.get('ExecStart')![0]!.split(/\s+/);
  return { env: unitEnvironmentLines(settings), nodeFlags: execStart.slice(1, -1) };
}

/**
 * The variables env.example sets, as the operator's /etc/fruit-site/env has them, less the two that name this
 * machine's places (DATA_DIR, PORT): the bench measures the server as it ships, request log included.
 */
export function asEnvExampleConfiguresIt(): Record<string, string> {
  const env = environmentFile(readFileSync(path.join(ROOT, 'src/deploy/env.example'), 'utf8'));
  delete env.DATA_DIR;
  delete env.PORT;
  return env;
}
