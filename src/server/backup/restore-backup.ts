import { existsSync } from 'node:fs';
import { chown, lstat, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SERVED_FILENAME } from '../../shared/upload-names';
import { dataPaths } from '../data-dir';
import { copyRegularFile, fsyncPath, stamp } from './backup-files';
import { type BackupManifest, verifyBackup } from './verify-backup';

export type RestoreResult = { manifest: BackupManifest; previous: string | null; credentials: CredentialsOutcome };

/**
 * Which admin login the restored database holds. Credentials are the rows of `admins` and `trusted_devices`;
 * sessions are never restored, whichever login is kept.
 */
export type CredentialsOutcome = {
  /** 'current': the login of the database the restore replaced (the default); 'backup': the backup's. */
  source: 'current' | 'backup';
  /** Set when the current login was wanted but could not be kept, saying why (the backup's was taken instead). */
  warning?: string;
  /** Sessions the backup held, all removed. */
  sessionsEnded: number;
  /** Current trusted devices that could not be carried over, because the backup predates that table. */
  trustedDevicesDropped: number;
};

type AdminRow = { id: number; username: string; password_hash: string; updated_at: string };
type DeviceRow = { token_hash: string; admin_id: number; created_at: number; last_used_at: number };
type Credentials = { admins: AdminRow[]; trustedDevices: DeviceRow[] | null };

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
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_BUSY') {
      throw new Error('The database is in use: stop the site first (sudo systemctl stop fruit-site), then restore.');
    }
    // Not a database at all (overwritten or damaged): no site can be serving from it, and it is moved aside, not deleted.
    if (code === 'SQLITE_NOTADB') return;
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
 *
 * DECISION (src/decisions/restore-keeps-login.md): the restored database keeps the CURRENT admin login (the rows of
 * `admins` and `trusted_devices`) and has no sessions at all, so restoring an old backup after a break-in never brings
 * back an old password or a session. `withCredentials` takes the backup's login instead (sessions still all end). With
 * no current login to keep (no database, unreadable, no admin row), the backup's is taken and `credentials.warning`
 * says why.
 */
export async function restoreBackup(options: { backupDir: string; dataDir: string; withCredentials?: boolean }): Promise<RestoreResult> {
  const check = await verifyBackup(options.backupDir);
  if (!check.ok || !check.manifest) throw new Error(`The backup failed its check, nothing was changed:\n- ${check.problems.join('\n- ')}`);
  const paths = dataPaths(options.dataDir);
  await mkdir(paths.dataDir, { recursive: true, mode: 0o750 });
  assertDatabaseNotInUse(paths.database);
  const current = options.withCredentials ? null : readCurrentCredentials(paths.database);

  const ts = stamp();
  const stagedDb = path.join(paths.dataDir, `.restore-${ts}.db`);
  const stagedUploads = path.join(paths.dataDir, `.restore-${ts}-uploads`);
  let credentials: CredentialsOutcome;
  try {
    await copyRegularFile(path.join(options.backupDir, 'app.db'), stagedDb, 0o600);
    const keep = current && 'credentials' in current ? current.credentials : null;
    const applied = resetLogins(stagedDb, keep);
    await fsyncPath(stagedDb);
    credentials = {
      source: keep ? 'current' : 'backup',
      ...(current && 'warning' in current ? { warning: current.warning } : {}),
      ...applied,
    };
    await mkdir(stagedUploads, { mode: 0o750 });
    const sourceUploads = path.join(options.backupDir, 'uploads');
    if (existsSync(sourceUploads) && !(await lstat(sourceUploads)).isDirectory()) throw new Error('uploads/ is not a folder of its own');
    // verifyBackup has refused links and foreign names; the copy checks again, as the folder may change meanwhile.
    for (const file of existsSync(sourceUploads) ? await readdir(sourceUploads) : []) {
      if (!SERVED_FILENAME.test(file)) throw new Error(`uploads/${file} is not a name the site gives its uploads`);
      await copyRegularFile(path.join(sourceUploads, file), path.join(stagedUploads, file), 0o644);
    }
    await fsyncPath(stagedUploads);
  } catch (error) {
    for (const file of [stagedDb, `${stagedDb}-wal`, `${stagedDb}-shm`, `${stagedDb}-journal`]) await rm(file, { force: true });
    await rm(stagedUploads, { recursive: true, force: true });
    throw error;
  }

  let previous: string | null = null;
  const replaced = [paths.database, `${paths.database}-wal`, `${paths.database}-shm`, paths.uploads].filter((p) => existsSync(p));
  if (replaced.length) {
    previous = path.join(paths.dataDir, `pre-restore-${ts}`);
    await mkdir(previous, { mode: 0o700 });
    for (const p of replaced) await rename(p, path.join(previous, path.basename(p)));
  }
  await rename(stagedDb, paths.database);
  await rename(stagedUploads, paths.uploads);
  await fsyncPath(paths.dataDir);
  await matchOwner(paths.dataDir, [paths.database, paths.uploads]);
  return { manifest: check.manifest, previous, credentials };
}

/** The current database's admin login, or why there is none to keep. Run after assertDatabaseNotInUse. */
function readCurrentCredentials(file: string): { credentials: Credentials } | { warning: string } {
  if (!existsSync(file)) return { warning: `There is no current database (${file})` };
  let db: Database.Database | undefined;
  try {
    // Not readonly: closing the only connection then removes the -wal/-shm files it may create.
    db = new Database(file, { fileMustExist: true, timeout: 0 });
    const admins = db.prepare<[], AdminRow>('SELECT id, username, password_hash, updated_at FROM admins').all();
    if (!admins.length) return { warning: 'The current database has no admin account' };
    const trustedDevices = tableExists(db, 'trusted_devices')
      ? db.prepare<[], DeviceRow>('SELECT token_hash, admin_id, created_at, last_used_at FROM trusted_devices').all()
      : null;
    return { credentials: { admins, trustedDevices } };
  } catch (error) {
    return { warning: `The current database cannot be read (${error instanceof Error ? error.message : String(error)})` };
  } finally {
    db?.close();
  }
}

/**
 * In the staged copy of the backup, in one transaction: removes every session, and with `keep` replaces the
 * backup's `admins` and `trusted_devices` rows with the current ones. Foreign keys are off while the rows are
 * swapped (deleting `admins` would otherwise cascade) and checked before the commit: a trusted device whose admin
 * is not there is dropped, and any other row left pointing at a missing admin aborts the restore.
 */
function resetLogins(file: string, keep: Credentials | null): { sessionsEnded: number; trustedDevicesDropped: number } {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('foreign_keys = OFF');
    let sessionsEnded = 0;
    let trustedDevicesDropped = 0;
    db.transaction(() => {
      sessionsEnded = db.prepare('DELETE FROM sessions').run().changes;
      if (!keep) return;
      const hasDevices = tableExists(db, 'trusted_devices');
      if (hasDevices) db.prepare('DELETE FROM trusted_devices').run();
      db.prepare('DELETE FROM admins').run();
      // The columns of migrations 1 and 2, which every backup this code restores has (a later migration that adds a
      // column to either table adds it here too).
      const addAdmin = db.prepare(
        'INSERT INTO admins (id, username, password_hash, updated_at) VALUES (@id, @username, @password_hash, @updated_at)',
      );
      for (const admin of keep.admins) addAdmin.run(admin);
      if (keep.trustedDevices && hasDevices) {
        const addDevice = db.prepare(
          'INSERT INTO trusted_devices (token_hash, admin_id, created_at, last_used_at) VALUES (@token_hash, @admin_id, @created_at, @last_used_at)',
        );
        for (const device of keep.trustedDevices) addDevice.run(device);
        db.prepare('DELETE FROM trusted_devices WHERE admin_id NOT IN (SELECT id FROM admins)').run();
      } else if (keep.trustedDevices) {
        // A backup made before migration 2: the table comes back empty at the next start (migrate()).
        trustedDevicesDropped = keep.trustedDevices.length;
      }
      const broken = db.pragma('foreign_key_check') as Array<{ table: string; parent: string }>;
      if (broken.length) {
        const where = [...new Set(broken.map((r) => `${r.table} -> ${r.parent}`))].join(', ');
        throw new Error(
          `Keeping the current admin login would leave ${broken.length} row(s) of the backup pointing at accounts it does not have (${where}); nothing was changed. ` +
            'Restore with --with-credentials, then set the password with the admin:password command.',
        );
      }
    })();
    return { sessionsEnded, trustedDevicesDropped };
  } finally {
    db.close();
  }
}

const tableExists = (db: Database.Database, table: string) =>
  db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(table) !== undefined;

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
