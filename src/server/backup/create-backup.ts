import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, link, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { UPLOAD_FILENAME, uploadBase, variantFilenames } from '../../shared/upload-names';
import { dataPaths } from '../data-dir';
import { createMetaRepo } from '../db/meta.repo';
import { BACKUP_NAME, copyDurably, fsyncPath, sha256File, stamp } from './backup-files';
import { referencedUploads } from './referenced-uploads';
import { type BackupManifest, verifyBackup } from './verify-backup';

export const DEFAULT_KEEP = 14;

export type BackupOptions = {
  dataDir: string;
  /** Where backup-<time>/ folders go; DATA_DIR/backups when omitted. */
  dest?: string;
  /** Keep only the newest N backup folders in dest (none are removed when omitted). */
  keep?: number;
  version: string;
};

export type BackupResult = { folder: string; manifest: BackupManifest; pruned: string[] };

const COUNTED_TABLES = {
  categories: 'categories',
  products: 'products',
  galleryFolders: 'gallery_folders',
  galleryImages: 'gallery_images',
  media: 'media',
  enquiries: 'enquiries',
} as const;

/** Tables whose rows are live secrets or short-lived state, never part of a backup (F20): a session id from a
 * backup, signed with a leaked cookie secret, would be a way in; the throttle's events mean nothing after a restore;
 * an enrolment link is for the browser it was printed for, that day. */
const LIVE_TABLES = ['sessions', 'rate_events', 'device_enrolments'] as const;

/** Empties LIVE_TABLES in the snapshot before it is hashed, with secure_delete so the rows are not left in free pages. */
function leaveOutLiveSecrets(snapshot: string) {
  const db = new Database(snapshot, { fileMustExist: true });
  try {
    db.pragma('secure_delete = ON');
    db.transaction(() => {
      for (const table of LIVE_TABLES) db.prepare(`DELETE FROM ${table}`).run();
    })();
  } finally {
    db.close();
  }
}

/**
 * A consistent snapshot of the data directory while the site may be serving (SECURITY DB-3):
 * the database through `VACUUM INTO` (one read transaction, never a copy of the live file, F13), less its
 * sessions and throttle events, then
 * the upload files that snapshot refers to (and their responsive variants). Built in a hidden temp folder beside the final one, verified,
 * then renamed into place, so `backup-<time>/` either is complete or does not exist.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const paths = dataPaths(options.dataDir);
  if (!existsSync(paths.database)) throw new Error(`There is no database to back up in ${options.dataDir}`);
  const dest = path.resolve(options.dest ?? paths.backups);
  await mkdir(dest, { recursive: true, mode: 0o750 });

  const createdAt = new Date();
  const name = `backup-${stamp(createdAt)}`;
  const final = path.join(dest, name);
  if (existsSync(final)) throw new Error(`${final} already exists`);
  const tmp = path.join(dest, `.tmp-${name}-${randomBytes(4).toString('hex')}`);
  await mkdir(path.join(tmp, 'uploads'), { recursive: true, mode: 0o750 });

  // A second connection beside the server's: WAL lets it read a snapshot while the server keeps writing.
  const source = new Database(paths.database, { fileMustExist: true, timeout: 5000 });
  try {
    const snapshot = path.join(tmp, 'app.db');
    const copied = new Set<string>();
    const previous = await newestBackup(dest);
    let linked = 0;
    const copyIfPresent = async (file: string): Promise<boolean> => {
      try {
        const from = path.join(paths.uploads, file);
        const to = path.join(tmp, 'uploads', file);
        // A file the previous backup already holds with the very same bytes is hard-linked, not copied again, so
        // 14 nightly backups cost the uploads about once on disk. Never on the name or size alone: a damaged or
        // changed copy would then live on in every later backup.
        if (previous && (await linkFromPrevious(path.join(previous, 'uploads', file), from, to))) {
          linked++;
          return true;
        }
        await copyDurably(from, to, 0o640);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    };
    let referenced = new Set<string>();
    let schemaVersion = 0;
    let counts: Record<string, number> = {};
    // Upload names are random and written once, so a file is copied once. A file the snapshot names can only
    // vanish if its row was deleted after the snapshot: then take a fresh snapshot and copy what is new.
    for (let attempt = 1; ; attempt++) {
      await rm(snapshot, { force: true });
      source.prepare('VACUUM INTO ?').run(snapshot);
      leaveOutLiveSecrets(snapshot);
      const snap = new Database(snapshot, { readonly: true });
      try {
        referenced = referencedUploads(snap);
        schemaVersion = snap.pragma('user_version', { simple: true }) as number;
        counts = Object.fromEntries(
          Object.entries(COUNTED_TABLES).map(([key, table]) => [
            key,
            (snap.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n,
          ]),
        );
      } finally {
        snap.close();
      }
      const missing: string[] = [];
      for (const file of referenced) {
        if (copied.has(file) || !UPLOAD_FILENAME.test(file)) continue;
        if (await copyIfPresent(file)) {
          copied.add(file);
          // Its responsive variants, when there (the server backfills missing ones at start).
          for (const variant of variantFilenames(file)) await copyIfPresent(variant);
        } else {
          missing.push(file);
        }
      }
      if (!missing.length) break;
      if (attempt === 5) {
        throw new Error(
          `${missing.length} upload file(s) the database refers to are missing from ${paths.uploads}: ${missing.slice(0, 5).join(', ')}`,
        );
      }
    }
    // Files copied for an earlier snapshot whose rows have gone since (with their variants).
    const keptBases = new Set([...referenced].map(uploadBase));
    for (const file of await readdir(path.join(tmp, 'uploads'))) {
      if (!keptBases.has(uploadBase(file))) await rm(path.join(tmp, 'uploads', file), { force: true });
    }

    await chmod(snapshot, 0o640);
    await fsyncPath(snapshot);
    let uploadBytes = 0;
    const uploadNames = await readdir(path.join(tmp, 'uploads'));
    for (const file of uploadNames) uploadBytes += (await stat(path.join(tmp, 'uploads', file))).size;
    const manifest: BackupManifest = {
      format: 1,
      app: 'mumbai-fruit-trading',
      version: options.version,
      createdAt: createdAt.toISOString(),
      schemaVersion,
      database: { file: 'app.db', bytes: (await stat(snapshot)).size, sha256: await sha256File(snapshot) },
      uploads: { count: uploadNames.length, bytes: uploadBytes, linkedFromPrevious: linked },
      counts,
    };
    await writeFile(path.join(tmp, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o640 });
    await fsyncPath(path.join(tmp, 'manifest.json'));
    await fsyncPath(path.join(tmp, 'uploads'));
    await fsyncPath(tmp);

    const check = await verifyBackup(tmp);
    if (!check.ok) throw new Error(`The new backup failed its own check: ${check.problems.join('; ')}`);
    await rename(tmp, final);
    await fsyncPath(dest);
    createMetaRepo(source).set('last_backup_at', manifest.createdAt);
    const pruned = options.keep ? await prune(dest, options.keep) : [];
    return { folder: final, manifest, pruned };
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  } finally {
    source.close();
  }
}

/** Keeps the newest `keep` backup folders, and removes temp folders of backups that died over an hour ago. */
async function prune(dest: string, keep: number): Promise<string[]> {
  const entries = await readdir(dest);
  const backups = entries
    .filter((e) => BACKUP_NAME.test(e))
    .sort()
    .reverse();
  const removed = backups.slice(keep);
  for (const old of removed) await rm(path.join(dest, old), { recursive: true, force: true });
  for (const entry of entries.filter((e) => e.startsWith('.tmp-backup-'))) {
    const info = await stat(path.join(dest, entry)).catch(() => null);
    if (info && Date.now() - info.mtimeMs > 60 * 60_000) await rm(path.join(dest, entry), { recursive: true, force: true });
  }
  return removed;
}

/** The newest complete backup folder in `dest`, if any. */
async function newestBackup(dest: string): Promise<string | undefined> {
  const names = (await readdir(dest)).filter((n) => BACKUP_NAME.test(n)).sort();
  return names.length ? path.join(dest, names[names.length - 1]!) : undefined;
}

/**
 * Hard-links `to` to the previous backup's copy when that copy holds exactly the live file's bytes (a full
 * compare, not the size alone): a copy damaged since, or a live file changed since, is copied afresh, so one bad
 * copy never spreads into every later backup.
 */
async function linkFromPrevious(previousCopy: string, live: string, to: string): Promise<boolean> {
  try {
    if (!(await sameBytes(previousCopy, live))) return false;
    await link(previousCopy, to);
    return true;
  } catch (error) {
    // Not in the previous backup, or links not possible there (another file system): copy instead.
    if (['ENOENT', 'EXDEV', 'EPERM', 'EMLINK', 'ENOTSUP'].includes((error as NodeJS.ErrnoException).code ?? '')) return false;
    throw error;
  }
}

const COMPARE_CHUNK = 256 * 1024;

/** Whether two regular files hold the same bytes, read side by side in chunks (never a whole file in memory). */
async function sameBytes(a: string, b: string): Promise<boolean> {
  const fa = await open(a, 'r');
  try {
    const fb = await open(b, 'r');
    try {
      const [sa, sb] = await Promise.all([fa.stat(), fb.stat()]);
      if (!sa.isFile() || !sb.isFile() || sa.size !== sb.size) return false;
      const bufA = Buffer.allocUnsafe(COMPARE_CHUNK);
      const bufB = Buffer.allocUnsafe(COMPARE_CHUNK);
      for (let position = 0; ; ) {
        const [ra, rb] = await Promise.all([fa.read(bufA, 0, COMPARE_CHUNK, position), fb.read(bufB, 0, COMPARE_CHUNK, position)]);
        if (ra.bytesRead !== rb.bytesRead) return false;
        if (ra.bytesRead === 0) return true;
        if (!bufA.subarray(0, ra.bytesRead).equals(bufB.subarray(0, rb.bytesRead))) return false;
        position += ra.bytesRead;
      }
    } finally {
      await fb.close();
    }
  } finally {
    await fa.close();
  }
}
