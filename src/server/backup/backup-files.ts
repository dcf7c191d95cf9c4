// Small file helpers shared by backup and restore: fsync'd copies, sha256, timestamps.
import { createHash } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
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

const COPY_CHUNK = 256 * 1024;

/**
 * Copies a regular file out of a folder someone else may have put together (a backup brought back from off the
 * machine): the source is opened without following a symbolic link and must be a regular file, and the target
 * must not exist yet (O_EXCL), so neither end can be pointed somewhere else. Mode set and fsync'd as copyDurably.
 */
export async function copyRegularFile(from: string, to: string, mode: number): Promise<void> {
  const source = await open(from, constants.O_RDONLY | constants.O_NOFOLLOW).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ELOOP' ? new Error(`${from} is a symbolic link, not a file`) : error;
  });
  try {
    if (!(await source.stat()).isFile()) throw new Error(`${from} is not a regular file`);
    const target = await open(to, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, mode);
    try {
      const buffer = Buffer.allocUnsafe(COPY_CHUNK);
      for (;;) {
        const { bytesRead } = await source.read(buffer, 0, COPY_CHUNK, null);
        if (bytesRead === 0) break;
        for (let written = 0; written < bytesRead; ) written += (await target.write(buffer, written, bytesRead - written)).bytesWritten;
      }
      await target.chmod(mode);
      await target.sync();
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}
