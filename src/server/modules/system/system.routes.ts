import type { Deps, Routers } from '../../routes-context';

export type SystemStatus = { version: string; lastBackupAt: string | null };

/** What the admin shows about the installation: the version and when the data was last backed up. */
export function registerSystemRoutes({ adminApi }: Pick<Routers, 'adminApi'>, d: Pick<Deps, 'config' | 'meta'>) {
  adminApi.get('/api/admin/system', (ctx) => {
    const body: SystemStatus = { version: d.config.version, lastBackupAt: d.meta.get('last_backup_at') };
    ctx.body = body;
  });
}
