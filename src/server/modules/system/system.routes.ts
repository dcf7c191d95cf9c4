import type { SystemStatus } from '../../../shared/system-status';
import type { Deps, Routers } from '../../routes-context';

/** What the admin shows about the installation: the version, the last backup, and the operator's settings it relies on. */
export function registerSystemRoutes({ adminApi }: Pick<Routers, 'adminApi'>, d: Pick<Deps, 'config' | 'meta'>) {
  adminApi.get('/api/admin/system', (ctx) => {
    const body: SystemStatus = {
      version: d.config.version,
      lastBackupAt: d.meta.get('last_backup_at'),
      emailAlerts: d.config.smtp !== null,
      publicOrigin: d.config.publicOrigin,
    };
    ctx.body = body;
  });
}
