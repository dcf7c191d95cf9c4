// The rehearsal takes the machine's ports 80 and 443, port 3000 and two system users, so two runs at once (CI beside
// a second `npm test`) would break each other, and a run killed outright (SIGKILL: no clean-up) leaves its scratch
// root, its processes and its users behind for the next run to trip over. One run at a time, then: a flock(2) lock
// that the kernel lets go when the holder dies however it dies, and, once it is held, whatever a dead run left.
import { spawn } from 'node:child_process';
import { openSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OWNER_FILE = '.owner-pid';

/**
 * Waits until no other process holds the lock on `file`, then holds it until this process ends. flock(1) locks the
 * open file description it inherits as fd 3, which this process keeps open after flock(1) exits: the lock is ours.
 */
export async function holdMachineLock(file: string, onWait: () => void): Promise<void> {
  const fd = openSync(file, 'a');
  const tryLock = (wait: boolean) =>
    new Promise<number | null>((resolve, reject) =>
      spawn('flock', wait ? ['--exclusive', '3'] : ['--exclusive', '--nonblock', '3'], { stdio: ['ignore', 'inherit', 'inherit', fd] })
        .once('error', reject)
        .once('exit', resolve),
    );
  if ((await tryLock(false)) === 0) return;
  onWait();
  const code = await tryLock(true);
  if (code !== 0) throw new Error(`flock ${file} exited with ${code}`);
}

/** Marks a scratch root as this process's, so a later run can tell a live run's root from a dead one's. */
export function markOwner(root: string) {
  writeFileSync(path.join(root, OWNER_FILE), String(process.pid));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The scratch roots (`<dir>/<prefix>*`) whose run has died: no owner file, or an owner that no longer runs. The
 * prefix must be the rehearsal's own: anything else under that name is taken for a dead run's and removed.
 */
export function deadRoots(dir: string, prefix: string, own: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix))
    .map((name) => path.join(dir, name))
    .filter((root) => {
      if (root === own) return false;
      try {
        return !alive(Number(readFileSync(path.join(root, OWNER_FILE), 'utf8')));
      } catch {
        return true;
      }
    });
}

/**
 * Kills every process whose command line or working directory lies in `root` (a proxy, sshd or app of a dead run),
 * and their descendants: nginx's workers keep the listening sockets, and name neither on their command line.
 */
export function killProcessesIn(root: string): number[] {
  const parentOf = new Map<number, number>();
  const hit = new Set<number>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      // The parent pid is the 4th field of /proc/<pid>/stat, after the command in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parentOf.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (cwd === root || cwd.startsWith(`${root}/`) || commandLine.some((arg) => arg.includes(root))) hit.add(pid);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  for (let grown = true; grown; ) {
    grown = false;
    for (const [pid, parent] of parentOf)
      if (!hit.has(pid) && hit.has(parent)) {
        hit.add(pid);
        grown = true;
      }
  }
  const killed: number[] = [];
  for (const pid of hit) {
    try {
      process.kill(pid, 'SIGKILL');
      killed.push(pid);
    } catch {
      // exited meanwhile
    }
  }
  return killed.sort((a, b) => a - b);
}

/** Removes a dead run's scratch root after its processes. */
export function removeDeadRoot(root: string): number[] {
  const killed = killProcessesIn(root);
  rmSync(root, { recursive: true, force: true });
  return killed;
}
