import { existsSync } from 'node:fs';
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SERVED_FILENAME, UPLOAD_FILENAME } from '../../shared/upload-names';
import { sha256File } from './backup-files';
import { referencedUploads } from './referenced-uploads';

export type BackupManifest = {
  format: 1;
  app: 'mumbai-fruit-trading';
  version: string;
  createdAt: string;
  schemaVersion: number;
  database: { file: 'app.db'; bytes: number; sha256: string };
  /** linkedFromPrevious: files hard-linked to the previous backup's copy instead of copied again. */
  uploads: { count: number; bytes: number; linkedFromPrevious?: number };
  /** Row counts, for a person comparing two backups. */
  counts: Record<string, number>;
};

export type VerifyResult = { ok: boolean; problems: string[]; manifest: BackupManifest | null };

/** What a backup folder may hold besides app.db and manifest.json: regular files the site itself names (F20). */
async function uploadsProblems(folder: string): Promise<string[]> {
  const uploads = path.join(folder, 'uploads');
  const info = await lstat(uploads).catch(() => null);
  if (!info) return [];
  if (!info.isDirectory())
    return [`uploads is ${info.isSymbolicLink() ? 'a symbolic link' : 'not a folder'}: a backup's uploads/ is a folder of its own`];
  const problems: string[] = [];
  for (const name of await readdir(uploads)) {
    const entry = await lstat(path.join(uploads, name));
    if (entry.isSymbolicLink()) problems.push(`uploads/${name} is a symbolic link: a backup holds files, never links`);
    else if (!entry.isFile()) problems.push(`uploads/${name} is not a regular file`);
    else if (!SERVED_FILENAME.test(name)) problems.push(`uploads/${name} is not a name the site gives its uploads`);
  }
  return problems;
}

/**
 * The restore drill's checks (SECURITY DB-4), on a backup folder, without changing it:
 * the manifest matches app.db, `PRAGMA integrity_check` is ok, `PRAGMA foreign_key_check` is empty,
 * every upload the database refers to is in the folder's uploads/, and that folder holds nothing but regular files
 * with the site's own names: no symbolic link, which a restore would otherwise publish the target of (F20).
 */
export async function verifyBackup(folder: string): Promise<VerifyResult> {
  const problems: string[] = [];
  const dbFile = path.join(folder, 'app.db');
  let manifest: BackupManifest | null = null;
  for (const file of ['app.db', 'manifest.json']) {
    const info = await lstat(path.join(folder, file)).catch(() => null);
    if (info && !info.isFile()) problems.push(`${file} is ${info.isSymbolicLink() ? 'a symbolic link' : 'not a regular file'}`);
  }
  if (problems.length) return { ok: false, problems, manifest };
  problems.push(...(await uploadsProblems(folder)));
  try {
    manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== 1 || typeof manifest.database?.sha256 !== 'string') {
      problems.push('manifest.json is not a backup manifest this version understands');
      manifest = null;
    }
  } catch {
    problems.push('manifest.json is missing or unreadable');
  }
  if (!existsSync(dbFile)) {
    problems.push('app.db is missing');
    return { ok: false, problems, manifest };
  }
  if (manifest) {
    const bytes = (await lstat(dbFile)).size;
    if (bytes !== manifest.database.bytes) problems.push(`app.db is ${bytes} bytes, the manifest says ${manifest.database.bytes}`);
    if ((await sha256File(dbFile)) !== manifest.database.sha256) problems.push('app.db does not match the sha256 in manifest.json');
  }

  let db: Database.Database | undefined;
  try {
    db = new Database(dbFile, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: false }) as Array<{ integrity_check: string }>;
    if (integrity.length !== 1 || integrity[0]!.integrity_check !== 'ok') {
      problems.push(
        `integrity_check: ${integrity
          .slice(0, 5)
          .map((r) => r.integrity_check)
          .join('; ')}`,
      );
    }
    const fk = db.pragma('foreign_key_check') as Array<{ table: string; rowid: number; parent: string }>;
    if (fk.length) {
      problems.push(
        `foreign_key_check: ${fk.length} row(s), e.g. ${fk
          .slice(0, 3)
          .map((r) => `${r.table}#${r.rowid} -> ${r.parent}`)
          .join(', ')}`,
      );
    }
    const missing: string[] = [];
    for (const name of referencedUploads(db)) {
      if (!UPLOAD_FILENAME.test(name)) {
        problems.push(`the database refers to an upload with an unexpected name: ${JSON.stringify(name)}`);
        continue;
      }
      const info = await lstat(path.join(folder, 'uploads', name)).catch(() => null);
      if (!info?.isFile() || info.size === 0) missing.push(name);
    }
    if (missing.length) problems.push(`${missing.length} upload(s) the database refers to are missing: ${missing.slice(0, 5).join(', ')}`);
  } catch (error) {
    problems.push(`app.db cannot be read as a database of this site: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    db?.close();
  }
  return { ok: problems.length === 0, problems, manifest };
}
