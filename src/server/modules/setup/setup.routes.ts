import * as v from 'valibot';
import { ADMIN_API } from '../../../shared/paths';
import { SETUP_ITEMS } from '../../../shared/setup-checklist';
import type { Deps, Routers } from '../../routes-context';
import { validate } from '../../validate';
import { dismissedItems, setupChecklist } from './setup-checklist';

const dismissSchema = v.object({ id: v.picklist(SETUP_ITEMS, 'Choose an item of the setup checklist') });

/**
 * The setup checklist on the admin's first screen: counted afresh on every read, so an item turns done as soon as
 * its fix is saved. Dismissing changes nothing the public sees (adminPrivateApi: no page cache is dropped).
 */
export function registerSetupRoutes(
  { adminPrivateApi }: Pick<Routers, 'adminPrivateApi'>,
  d: Pick<Deps, 'settings' | 'licences' | 'stock' | 'admins' | 'meta' | 'config' | 'now'>,
) {
  adminPrivateApi.get(ADMIN_API.setup, (ctx) => {
    ctx.body = setupChecklist(d);
  });

  adminPrivateApi.post(ADMIN_API.setupDismissed, (ctx) => {
    const { id } = validate(dismissSchema, ctx.request.body);
    d.meta.set('setup_dismissed', JSON.stringify([...new Set([...dismissedItems(d), id])]));
    ctx.body = setupChecklist(d);
  });
}
