import { categoryInputSchema, categoryUpdateSchema } from '../../../shared/schemas/catalog';
import { conflict, notFound, orNotFound } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { pathId, validate } from '../../validate';
import { actorOf } from '../history/actor';
import { assertIssuedImage } from '../media/issued-image';

export function registerCategoryRoutes(
  { publicApi, adminApi }: Pick<Routers, 'publicApi' | 'adminApi'>,
  d: Pick<Deps, 'categories' | 'products' | 'mediaService' | 'cachedJson' | 'history'>,
) {
  publicApi.get('/api/categories', (ctx) => d.cachedJson(ctx, '/api/categories', () => d.categories.listActive()));

  adminApi.get('/api/admin/categories', (ctx) => {
    ctx.body = d.categories.listAll();
  });
  adminApi.post('/api/admin/categories', (ctx) => {
    const input = validate(categoryInputSchema, ctx.request.body);
    assertIssuedImage(d.mediaService, input.image);
    ctx.status = 201;
    ctx.body = d.history.created(actorOf(ctx), 'category', () => d.categories.create(input));
  });
  adminApi.put('/api/admin/categories/:id', (ctx) => {
    const id = pathId(ctx.params);
    const input = validate(categoryUpdateSchema, ctx.request.body);
    assertIssuedImage(d.mediaService, input.image);
    ctx.body = orNotFound(
      d.history.change(actorOf(ctx), [{ kind: 'category', id }], () => d.categories.update(id, input)),
      'Category not found',
    );
  });
  adminApi.delete('/api/admin/categories/:id', (ctx) => {
    const id = pathId(ctx.params);
    if (!d.categories.get(id)) throw notFound('Category not found');
    // DECISION (src/decisions/delete-guards.md): a category that still has products is not deleted (409): nothing is lost by one click.
    const count = d.products.countInCategory(id);
    if (count > 0) {
      throw conflict(
        `This category still has ${count} product${count === 1 ? '' : 's'}. Move or delete ${count === 1 ? 'it' : 'them'} first.`,
      );
    }
    d.history.change(actorOf(ctx), [{ kind: 'category', id }], () => d.categories.delete(id));
    ctx.status = 204;
  });
}
