import { mediaQuerySchema, mediaUpdateSchema } from '../../../shared/schemas/media';
import { orNotFound } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { pathId, validate } from '../../validate';

export function registerMediaRoutes({ adminApi }: Pick<Routers, 'adminApi'>, d: Pick<Deps, 'media' | 'mediaService'>) {
  // Outside /api/admin in the spec, but the library is the admin's: it sits on the guarded router.
  adminApi.get('/api/media', (ctx) => {
    const { search } = validate(mediaQuerySchema, { search: ctx.query.search ?? '' }, 'Query');
    ctx.body = d.media.list(search);
  });
  adminApi.put('/api/admin/media/:id', (ctx) => {
    const id = pathId(ctx.params);
    const labels = validate(mediaUpdateSchema, ctx.request.body);
    ctx.body = orNotFound(d.media.updateLabels(id, labels), 'Media file not found');
  });
  adminApi.delete('/api/admin/media/:id', async (ctx) => {
    const id = pathId(ctx.params);
    await d.mediaService.delete(id);
    ctx.status = 204;
  });
}
