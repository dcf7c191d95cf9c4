import { existsSync } from 'node:fs';
import { chown, lstat, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { dataPaths } from '../data-dir';
import { copyDurably, fsyncPath, stamp } from './backup-files';
import { verifyBackup, type BackupManifest } from './verify-backup';

export type RestoreResult = { manifest: BackupManifest; previous: string | null };

/**
 * Refuses when another process (the running server) has the database open. In WAL mode every open
 * connection holds a shared lock, so an exclusive lock is only granted when nobody else has the file open.
 */
export function assertDatabaseNotInUse(file: string): void {
  if (!existsSync(file)) return;
  const db = new Database(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT;');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new Error('The database is in use: stop the site first (sudo systemctl stop fruit-site), then restore.');
    }
    throw error;
  } finally {
    // The last connection to close checkpoints the WAL into app.db, so the copy kept aside stands alone.
    db.close();
  }
}

/**
 * Puts a backup back (SECURITY DB-4): checks it first, refuses while the server holds the database,
 * stages the new files inside DATA_DIR, moves the current app.db (+ -wal/-shm) and uploads/ aside into
 * DATA_DIR/pre-restore-<time>/ (nothing is deleted), then renames the staged files into place.
 */
export async function restoreBackup(options: { backupDir: string; dataDir: string }): Promise<RestoreResult> {
  const check = await verifyBackup(options.backupDir);
  if (!check.ok || !check.manifest) throw new Error(`The backup failed its check, nothing was changed:\n- ${check.problems.join('\n- ')}`);
  const paths = dataPaths(options.dataDir);
  await mkdir(paths.dataDir, { recursive: true, mode: 0o750 });
  assertDatabaseNotInUse(paths.database);

  const ts = stamp();
  const stagedDb = path.join(paths.dataDir, `.restore-${ts}.db`);
  const stagedUploads = path.join(paths.dataDir, `.restore-${ts}-uploads`);
  try {
    await copyDurably(path.join(options.backupDir, 'app.db'), stagedDb, 0o600);
    await mkdir(stagedUploads, { mode: 0o750 });
    const sourceUploads = path.join(options.backupDir, 'uploads');
    for (const file of existsSync(sourceUploads) ? await readdir(sourceUploads) : []) {
      await copyDurably(path.join(sourceUploads, file), path.join(stagedUploads, file), 0o644);
    }
    await fsyncPath(stagedUploads);
  } catch (error) {
    await rm(stagedDb, { force: true });
    await rm(stagedUploads, { recursive: true, force: true });
    throw error;
  }

  let previous: string | null = null;
  const current = [paths.database, `${paths.database}-wal`, `${paths.database}-shm`, paths.uploads].filter((p) => existsSync(p));
  if (current.length) {
    previous = path.join(paths.dataDir, `pre-restore-${ts}`);
    await mkdir(previous, { mode: 0o700 });
    for (const p of current) await rename(p, path.join(previous, path.basename(p)));
  }
  await rename(stagedDb, paths.database);
  await rename(stagedUploads, paths.uploads);
  await fsyncPath(paths.dataDir);
  await matchOwner(paths.dataDir, [paths.database, paths.uploads]);
  return { manifest: check.manifest, previous };
}

/** Run as root, the restored files would belong to root: give them to the data directory's owner (the service user). */
async function matchOwner(dataDir: string, targets: string[]): Promise<void> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  const { uid, gid } = await stat(dataDir);
  if (uid === 0) return;
  for (const target of targets) {
    await chown(target, uid, gid);
    if ((await lstat(target)).isDirectory()) {
      for (const file of await readdir(target)) await chown(path.join(target, file), uid, gid);
    }
  }
}
