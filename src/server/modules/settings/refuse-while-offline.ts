import { MAINTENANCE_FORM_MESSAGE, MAINTENANCE_RETRY_AFTER_SECONDS } from '../../../shared/constants';
import { serviceUnavailable } from '../../errors';
import type { Deps } from '../../routes-context';

/**
 * The contact and quote APIs while the site is in maintenance: 503 with Retry-After, as the forms' own pages answer
 * then, and nothing is stored (src/decisions/maintenance-forms.md). `message`: in the language the form came in.
 */
export function refuseWhileOffline(d: Pick<Deps, 'settings'>, message: string = MAINTENANCE_FORM_MESSAGE): void {
  if (!d.settings.getSiteSettings().isOnline) throw serviceUnavailable(message, MAINTENANCE_RETRY_AFTER_SECONDS);
}
