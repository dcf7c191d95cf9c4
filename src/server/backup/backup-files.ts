// Small file helpers shared by backup and restore: fsync'd copies, sha256, timestamps.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, open } from 'node:fs/promises';

/** 2026-01-15T02:30:00.123Z -> 2026-01-15T02-30-00-123Z: sortable, and safe in a file name everywhere. */
export const stamp = (date = new Date()) => date.toISOString().replace(/[:.]/g, '-');

export const BACKUP_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Copies a file, sets its mode and fsyncs it, so a finished backup or restore survives a power cut. */
export async function copyDurably(from: string, to: string, mode: number): Promise<void> {
  await copyFile(from, to);
  const handle = await open(to, 'r+');
  try {
    await handle.chmod(mode);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
