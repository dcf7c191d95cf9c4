import { contactSettingsUpdateSchema, siteSettingsUpdateSchema } from '../../../shared/schemas/settings';
import type { Deps, Routers } from '../../routes-context';
import { validate } from '../../validate';
import { actorOf } from '../history/actor';
import { SINGLE_RECORD_ID } from '../history/record-kinds';
import { assertIssuedImage } from '../media/issued-image';

export function registerSettingsRoutes(
  { publicApi, adminApi }: Pick<Routers, 'publicApi' | 'adminApi'>,
  d: Pick<Deps, 'settings' | 'mediaService' | 'history'>,
) {
  publicApi.get('/api/site-settings', (ctx) => {
    ctx.body = d.settings.getSiteSettings();
  });
  publicApi.get('/api/contact-settings', (ctx) => {
    ctx.body = d.settings.getContactSettings();
  });

  adminApi.put('/api/admin/site-settings', (ctx) => {
    const patch = validate(siteSettingsUpdateSchema, ctx.request.body);
    assertIssuedImage(d.mediaService, patch.logoPath, 'logoPath', 'Logo');
    assertIssuedImage(d.mediaService, patch.heroImagePath, 'heroImagePath', 'Hero image');
    ctx.body = d.history.change(actorOf(ctx), [{ kind: 'site-settings', id: SINGLE_RECORD_ID }], () =>
      d.settings.updateSiteSettings(patch),
    );
  });
  adminApi.put('/api/admin/contact-settings', (ctx) => {
    const patch = validate(contactSettingsUpdateSchema, ctx.request.body);
    ctx.body = d.history.change(actorOf(ctx), [{ kind: 'contact-settings', id: SINGLE_RECORD_ID }], () =>
      d.settings.updateContactSettings(patch),
    );
  });
}
