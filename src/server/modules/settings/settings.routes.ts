import { IMAGE_LIMITS } from '../../../shared/constants';
import { formatLimit } from '../../../shared/format';
import { contactSettingsUpdateSchema, siteSettingsUpdateSchema } from '../../../shared/schemas/settings';
import { badRequest } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { validate } from '../../validate';
import { assertIssuedImage } from '../media/issued-image';

export function registerSettingsRoutes({ publicApi, adminApi }: Routers, d: Deps) {
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
    // Spec §5: the logo's limit is 2MB, whichever way the image was chosen (an upload or the library).
    const logo = patch.logoPath ? d.media.getByPath(patch.logoPath) : undefined;
    if (logo && logo.size > IMAGE_LIMITS.logo) {
      const message = `File size must be less than ${formatLimit(IMAGE_LIMITS.logo)}`;
      throw badRequest(message, { logoPath: message });
    }
    ctx.body = d.settings.updateSiteSettings(patch);
  });
  adminApi.put('/api/admin/contact-settings', (ctx) => {
    const patch = validate(contactSettingsUpdateSchema, ctx.request.body);
    ctx.body = d.settings.updateContactSettings(patch);
  });
}
