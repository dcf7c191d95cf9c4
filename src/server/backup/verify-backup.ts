import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { UPLOAD_FILENAME } from '../../shared/upload-names';
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

/**
 * The restore drill's checks (SECURITY DB-4), on a backup folder, without changing it:
 * the manifest matches app.db, `PRAGMA integrity_check` is ok, `PRAGMA foreign_key_check` is empty,
 * and every upload the database refers to is in the folder's uploads/.
 */
export async function verifyBackup(folder: string): Promise<VerifyResult> {
  const problems: string[] = [];
  const dbFile = path.join(folder, 'app.db');
  let manifest: BackupManifest | null = null;
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
    const bytes = (await stat(dbFile)).size;
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
      const info = await stat(path.join(folder, 'uploads', name)).catch(() => null);
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
