import { MAINTENANCE_FORM_MESSAGE, MAINTENANCE_RETRY_AFTER_SECONDS } from '../../../shared/constants';
import { serviceUnavailable } from '../../errors';
import type { Deps } from '../../routes-context';

/**
 * The contact and quote APIs while the site is in maintenance: 503 with Retry-After, as the forms' own pages answer
 * then, and nothing is stored (src/decisions/maintenance-forms.md).
 */
export function refuseWhileOffline(d: Pick<Deps, 'settings'>): void {
  if (!d.settings.getSiteSettings().isOnline) throw serviceUnavailable(MAINTENANCE_FORM_MESSAGE, MAINTENANCE_RETRY_AFTER_SECONDS);
}
