// What the bench scripts (bench, soak, lighthouse, attack probes, auth timing, observatory) and the deploy rehearsal
// share: their command-line options, a process's memory from /proc, and the median and percentiles of their timings.
import { readFileSync, realpathSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** An option as a script declares it: parseArgs' string and boolean, and a number checked here (positive, finite). */
export type OptionSpec =
  | { type: 'string'; default?: string; choices?: readonly string[] }
  | { type: 'boolean' }
  | { type: 'number'; default?: number; integer?: boolean };

type ValueOf<S extends OptionSpec> = S extends { type: 'boolean' }
  ? boolean
  : S extends { type: 'number' }
    ? S extends { default: number }
      ? number
      : number | undefined
    : S extends { choices: readonly (infer C)[] }
      ? S extends { default: string }
        ? C
        : C | undefined
      : S extends { default: string }
        ? string
        : string | undefined;

export type Options<T extends Record<string, OptionSpec>> = { values: { [K in keyof T]: ValueOf<T[K]> }; positionals: string[] };

/** A command line the script cannot run with: reported with its usage, exit code 2. */
export class UsageError extends Error {}

/**
 * `args` read against `spec` by node:util's parseArgs (strict: an option the script does not know, a value missing
 * or given to a flag, is a UsageError), then each number checked; `positionals` says how many plain arguments it takes.
 */
export function parseOptions<const T extends Record<string, OptionSpec>>(
  spec: T,
  args: readonly string[],
  positionals: { min: number; max: number } = { min: 0, max: 0 },
): Options<T> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...args],
      options: Object.fromEntries(Object.entries(spec).map(([name, s]) => [name, { type: s.type === 'boolean' ? 'boolean' : 'string' }])),
      strict: true,
      allowPositionals: positionals.max > 0,
    });
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    const unknown = code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'([^']+)'/.exec(message)?.[1] : undefined;
    throw new UsageError(unknown ? `unknown option ${unknown}` : message.split('\n')[0]!);
  }
  const values: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(spec)) {
    const given = parsed.values[name];
    if (s.type === 'boolean') values[name] = given === true;
    else if (typeof given !== 'string') values[name] = s.default;
    else if (s.type === 'number') {
      const value = Number(given);
      const ok = given.trim() !== '' && Number.isFinite(value) && value > 0 && (!s.integer || Number.isInteger(value));
      if (!ok) throw new UsageError(`--${name} needs a positive ${s.integer ? 'whole number' : 'number'} (got ${JSON.stringify(given)})`);
      values[name] = value;
    } else if (s.choices && !s.choices.includes(given)) {
      throw new UsageError(`--${name} takes ${s.choices.join(', ')} (got ${JSON.stringify(given)})`);
    } else values[name] = given;
  }
  const count = parsed.positionals.length;
  if (count < positionals.min || count > positionals.max) {
    const wanted = positionals.min === positionals.max ? `${positionals.min}` : `${positionals.min}-${positionals.max}`;
    throw new UsageError(`${wanted} argument${positionals.max === 1 ? '' : 's'} wanted, ${count} given`);
  }
  return { values, positionals: parsed.positionals } as Options<T>;
}

/** parseOptions on this process's command line; a UsageError ends it with the usage and exit code 2, before any work. */
export function scriptOptions<const T extends Record<string, OptionSpec>>(
  usage: string,
  spec: T,
  positionals?: { min: number; max: number },
): Options<T> {
  try {
    return parseOptions(spec, process.argv.slice(2), positionals);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return exitWithUsage(usage, error.message);
  }
}

/** Ends a script whose command line is wrong: what is wrong, its usage, exit code 2. */
export function exitWithUsage(usage: string, message: string): never {
  console.error(`${message}\nusage: ${usage}`);
  process.exit(2);
}

/** A memory field of /proc/<pid>/status in bytes (VmRSS now, VmHWM its peak since the start); 0 once it has gone. */
export function procMemory(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  try {
    const kB = Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kB) ? kB * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Linux's clock ticks per second, the unit of /proc/<pid>/stat's CPU times (USER_HZ: 100 on every common build). */
const CLOCK_TICKS = 100;

/** A process's CPU times from /proc/<pid>/stat, user and system, in seconds: its own, and that of its children that
 * have exited (the kernel adds those once the process has collected them); undefined once it has gone. */
function statTimes(pid: number): { own: number; exitedChildren: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis: state (3), ppid (4), ... utime (14), stime (15), cutime (16), cstime (17).
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    // In clock ticks, whole numbers: sums of them are exact, and a total read twice is never less by a rounding.
    return { own: fields[11]! + fields[12]!, exitedChildren: fields[13]! + fields[14]! };
  } catch {
    return undefined;
  }
}

/** The CPU time a process has used so far, user and system, in seconds; 0 once it has gone. */
export const cpuSeconds = (pid: number): number => (statTimes(pid)?.own ?? 0) / CLOCK_TICKS;

/**
 * A process's CPU time with all its children's: those running and those that have exited, so a child that exits
 * between two readings (the app's image process, nginx's cache loader) never takes its time away from the total.
 */
export function treeCpuSeconds(pid: number): number {
  return treeTicks(pid) / CLOCK_TICKS;
}

function treeTicks(pid: number): number {
  const times = statTimes(pid);
  if (!times) return 0;
  return childPids(pid).reduce((sum, child) => sum + treeTicks(child), times.own + times.exitedChildren);
}

/** A process's direct children (Linux: /proc/<pid>/task/<pid>/children); none once it has gone. */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * A process's memory field with its children's, in bytes: the server with its image process (the child that does
 * the image work while there is some), so moving work into a child never hides its memory.
 */
export function treeMemory(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  return childPids(pid).reduce((sum, child) => sum + procMemory(child, field), procMemory(pid, field));
}

/** Resident bytes of a process's mappings of `file` (/proc/<pid>/smaps); 0 once it has gone. */
export function residentOf(pid: number, file: string): number {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return 0;
  }
  let inFile = false;
  let kB = 0;
  for (const line of text.split('\n')) {
    // A mapping's header: "start-end perms offset dev inode [path]"; its fields follow, one per line.
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (header) inFile = header[1] === file;
    else if (inFile && line.startsWith('Rss:')) kB += Number(/(\d+)/.exec(line)?.[1] ?? 0);
  }
  return kB * 1024;
}

/**
 * The memory a server and its child processes hold together, in bytes: the server's RSS, and each child's RSS less
 * the node executable's pages it has in memory. A child forked from the server runs the same executable, whose pages
 * the system holds once for both (about 34 MB of a resting child's 40 MB); summed RSS counts them twice.
 */
export function appMemory(pid: number, executable: string = realpathSync(process.execPath)): number {
  return childPids(pid).reduce((sum, child) => sum + procMemory(child) - residentOf(child, executable), procMemory(pid));
}

export const MiB = 1024 * 1024;

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The median (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = ascending(values);
  const mid = sorted.length >> 1;
  if (!sorted.length) return Number.NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The p-th percentile by nearest rank (the smallest value with at least p% of them at or below it); 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = ascending(values);
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * The CPU slowdown that takes a host with Lighthouse's `benchmarkIndex` to the mid-tier phone the default 4× takes a
 * host of about 1,533 to: Lighthouse's CPU throttling calculator (its docs/throttling.md, "Calibrating the CPU
 * slowdown"), piecewise linear through 150 → 1×, 800 → 2×, 1,300 → 3×, 1,533 → 4×, 2,000 → 6×.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
