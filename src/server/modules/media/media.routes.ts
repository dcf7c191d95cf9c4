import { idParams } from '../../../shared/schemas/common';
import { mediaQuerySchema, mediaUpdateSchema } from '../../../shared/schemas/media';
import { notFound } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { validate } from '../../validate';

export function registerMediaRoutes({ adminApi }: Routers, d: Deps) {
  // Outside /api/admin in the spec, but the library is the admin's: it sits on the guarded router.
  adminApi.get('/api/media', (ctx) => {
    const { search } = validate(mediaQuerySchema, { search: ctx.query.search ?? '' }, 'Query');
    ctx.body = d.media.list(search);
  });
  adminApi.put('/api/admin/media/:id', (ctx) => {
    const { id } = validate(idParams, ctx.params, 'Path');
    const { alt } = validate(mediaUpdateSchema, ctx.request.body);
    const updated = d.media.updateAlt(id, alt);
    if (!updated) throw notFound('Media file not found');
    ctx.body = updated;
  });
  adminApi.delete('/api/admin/media/:id', async (ctx) => {
    const { id } = validate(idParams, ctx.params, 'Path');
    await d.mediaService.delete(id);
    ctx.status = 204;
  });
}
