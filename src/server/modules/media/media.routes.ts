import { mediaQuerySchema, mediaUpdateSchema } from '../../../shared/schemas/media';
import { orNotFound } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { pathId, validate } from '../../validate';
import { actorOf } from '../history/actor';

export function registerMediaRoutes({ adminApi }: Pick<Routers, 'adminApi'>, d: Pick<Deps, 'media' | 'mediaService' | 'history'>) {
  // Outside /api/admin in the spec, but the library is the admin's: it sits on the guarded router.
  adminApi.get('/api/media', (ctx) => {
    const { search } = validate(mediaQuerySchema, { search: ctx.query.search ?? '' }, 'Query');
    ctx.body = d.media.list(search);
  });
  adminApi.put('/api/admin/media/:id', (ctx) => {
    const id = pathId(ctx.params);
    const labels = validate(mediaUpdateSchema, ctx.request.body);
    ctx.body = orNotFound(
      d.history.change(actorOf(ctx), [{ kind: 'media', id }], () => d.media.updateLabels(id, labels)),
      'Media file not found',
    );
  });
  adminApi.delete('/api/admin/media/:id', (ctx) => {
    const id = pathId(ctx.params);
    d.history.change(actorOf(ctx), [{ kind: 'media', id }], () => d.mediaService.delete(id));
    ctx.status = 204;
  });
}
