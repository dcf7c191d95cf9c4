import { licenceInputSchema } from '../../../shared/schemas/licence';
import { badRequest, conflict, notFound } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { pathId, validate } from '../../validate';
import { actorOf } from '../history/actor';

/**
 * The admin's Licences & certificates: list, create, update, delete under /api/admin/licences. The public pages read
 * the repo directly; every write here clears their caches (adminApi, content-changed), and the site's page cache
 * ends its pages' validity when an entry becomes valid or expires with no write (site-page-renderer.ts).
 */
export function registerLicenceRoutes({ adminApi }: Pick<Routers, 'adminApi'>, d: Pick<Deps, 'licences' | 'mediaService' | 'history'>) {
  const checked = (body: unknown) => {
    const input = validate(licenceInputSchema, body);
    if (input.document && !d.mediaService.exists(input.document)) {
      throw badRequest('Document must be a file uploaded to this site', { document: 'Document must be a file uploaded to this site' });
    }
    return input;
  };
  const written = <T>(result: T | 'duplicate' | undefined): T => {
    if (result === 'duplicate') throw conflict('An entry of this type with this number already exists', { number: 'Already in the list' });
    if (result === undefined) throw notFound('Licence not found');
    return result;
  };

  adminApi.get('/api/admin/licences', (ctx) => {
    ctx.body = d.licences.list();
  });
  adminApi.post('/api/admin/licences', (ctx) => {
    const input = checked(ctx.request.body);
    ctx.body = written(d.history.created(actorOf(ctx), 'licence', () => d.licences.create(input)));
    ctx.status = 201;
  });
  adminApi.put('/api/admin/licences/:id', (ctx) => {
    const id = pathId(ctx.params);
    const input = checked(ctx.request.body);
    ctx.body = written(d.history.change(actorOf(ctx), [{ kind: 'licence', id }], () => d.licences.update(id, input)));
  });
  adminApi.delete('/api/admin/licences/:id', (ctx) => {
    const id = pathId(ctx.params);
    if (!d.history.change(actorOf(ctx), [{ kind: 'licence', id }], () => d.licences.delete(id))) throw notFound('Licence not found');
    ctx.status = 204;
  });
}
