import { randomBytes } from 'node:crypto';
import { statfs, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Router } from '@koa/router';
import type { Deps } from '../../routes-context';

export type HealthReport = {
  status: 'ok' | 'degraded';
  version: string;
  database: 'ok' | 'error';
  uploadsWritable: boolean;
  diskFreeBytes: number | null;
  uptimeSeconds: number;
  lastBackupAt: string | null;
  /** Present when degraded: the names of the checks that failed. */
  failed?: string[];
};

/** The checks themselves; every failure is reported by name only (no error text, no paths). */
export async function checkHealth(d: Pick<Deps, 'db' | 'meta' | 'store' | 'config'>): Promise<HealthReport> {
  const failed: string[] = [];
  let database: HealthReport['database'] = 'ok';
  let lastBackupAt: string | null = null;
  try {
    // Reads the schema and a table: the file is open, readable and migrated.
    d.db.prepare('SELECT COUNT(*) FROM sqlite_master').get();
    lastBackupAt = d.meta.get('last_backup_at');
  } catch {
    database = 'error';
    failed.push('database');
  }
  let uploadsWritable = true;
  // A real write (a full or read-only disk fails it), under a `.tmp-` name the start-up sweep removes and /uploads never serves.
  const probe = path.join(d.store.uploadsDir, `.tmp-health-${randomBytes(6).toString('hex')}`);
  try {
    await writeFile(probe, 'ok', { flag: 'wx' });
    await unlink(probe);
  } catch {
    uploadsWritable = false;
    failed.push('uploadsWritable');
  }
  let diskFreeBytes: number | null = null;
  try {
    const fs = await statfs(d.config.dataDir);
    diskFreeBytes = fs.bavail * fs.bsize;
  } catch {
    failed.push('diskFreeBytes');
  }
  return {
    status: failed.length ? 'degraded' : 'ok',
    version: d.config.version,
    database,
    uploadsWritable,
    diskFreeBytes,
    uptimeSeconds: Math.round(process.uptime()),
    lastBackupAt,
    ...(failed.length ? { failed } : {}),
  };
}

/**
 * GET /healthz for a load balancer, uptime monitor or `curl` after a deploy: 200 when the database answers
 * and uploads can be written, else 503 naming the failed checks. Public, so it carries no secrets or paths;
 * a run at most once a second whatever the request rate (it writes a file).
 */
export function registerHealthRoutes(router: Router, d: Pick<Deps, 'db' | 'meta' | 'store' | 'config'>): void {
  let cached: { at: number; report: Promise<HealthReport> } | undefined;
  router.get('/healthz', async (ctx) => {
    const now = Date.now();
    if (!cached || now - cached.at >= 1000) cached = { at: now, report: checkHealth(d) };
    const report = await cached.report;
    ctx.set('Cache-Control', 'no-store');
    ctx.status = report.status === 'ok' ? 200 : 503;
    ctx.body = report;
  });
}
