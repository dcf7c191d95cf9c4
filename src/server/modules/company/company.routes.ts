import type * as v from 'valibot';
import { yearInIndia } from '../../../shared/company';
import type { RecordKind } from '../../../shared/history/history';
import {
  businessHoursInputSchema,
  foundingYearInputSchema,
  moveInputSchema,
  namedFactInputSchema,
  partnerInputSchema,
  shopInputSchema,
} from '../../../shared/schemas/company';
import { badRequest, conflict, notFound } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { pathId, validate } from '../../validate';
import { actorOf } from '../history/actor';
import { SINGLE_RECORD_ID } from '../history/record-kinds';
import { assertIssuedImage } from '../media/issued-image';
import type { WriteResult } from './ordered-list';

type ListRepo<Input, Entity> = {
  list(): Entity[];
  create(input: Input): WriteResult<Entity>;
  update(id: number, input: Input): WriteResult<Entity>;
  delete(id: number): boolean;
  move(id: number, direction: 'up' | 'down'): boolean;
};

/**
 * The admin's Company section: /api/admin/company (everything in one read), then for each list
 * (countries, cities, partners, shops) create, update, delete and move; the hours of the week; the founding year.
 * The public pages read the repo directly; every write here clears their caches (adminApi, content-changed).
 */
export function registerCompanyRoutes(
  { adminApi }: Pick<Routers, 'adminApi'>,
  d: Pick<Deps, 'company' | 'media' | 'mediaService' | 'now' | 'history'>,
) {
  const FACTS = [{ kind: 'company-facts' as const, id: SINGLE_RECORD_ID }];
  adminApi.get('/api/admin/company', (ctx) => {
    ctx.body = d.company.all();
  });

  /** A list's routes; `one` is the kind of its items ('country'), which also words its refusals ("A country…"). */
  function listRoutes<S extends v.GenericSchema, Entity>(
    path: string,
    kinds: { one: RecordKind; order: RecordKind },
    schema: S,
    repo: ListRepo<v.InferOutput<S>, Entity>,
    check: (input: v.InferOutput<S>) => void = () => {},
  ) {
    const words = { one: `A ${kinds.one}`, notFound: `${kinds.one[0]!.toUpperCase()}${kinds.one.slice(1)} not found` };
    const written = (result: WriteResult<Entity>): Entity => {
      if (result === 'duplicate') throw conflict(`${words.one} with this name already exists`, { name: 'Already in the list' });
      if (result === undefined) throw notFound(words.notFound);
      return result;
    };
    adminApi.post(`/api/admin/company/${path}`, (ctx) => {
      const input = validate(schema, ctx.request.body);
      check(input);
      ctx.body = written(d.history.created(actorOf(ctx), kinds.one, () => repo.create(input)));
      ctx.status = 201;
    });
    adminApi.put(`/api/admin/company/${path}/:id`, (ctx) => {
      const id = pathId(ctx.params);
      const input = validate(schema, ctx.request.body);
      check(input);
      ctx.body = written(d.history.change(actorOf(ctx), [{ kind: kinds.one, id }], () => repo.update(id, input)));
    });
    adminApi.delete(`/api/admin/company/${path}/:id`, (ctx) => {
      const id = pathId(ctx.params);
      if (!d.history.change(actorOf(ctx), [{ kind: kinds.one, id }], () => repo.delete(id))) throw notFound(words.notFound);
      ctx.status = 204;
    });
    // Answers the whole list in its new order.
    adminApi.post(`/api/admin/company/${path}/:id/move`, (ctx) => {
      const id = pathId(ctx.params);
      const { direction } = validate(moveInputSchema, ctx.request.body);
      const order = [{ kind: kinds.order, id: SINGLE_RECORD_ID }];
      if (!d.history.change(actorOf(ctx), order, () => repo.move(id, direction), 'reordered')) throw notFound(words.notFound);
      ctx.body = repo.list();
    });
  }

  listRoutes('countries', { one: 'country', order: 'countries-order' }, namedFactInputSchema, d.company.countries);
  listRoutes('cities', { one: 'city', order: 'cities-order' }, namedFactInputSchema, d.company.cities);
  // A logo is an image this site issued (the library also holds PDF documents, which no <img> shows).
  listRoutes('partners', { one: 'partner', order: 'partners-order' }, partnerInputSchema, d.company.partners, (input) => {
    assertIssuedImage(d.mediaService, input.logoPath, 'logoPath', 'Logo');
    if (input.logoPath && !d.media.getByPath(input.logoPath)?.mimeType.startsWith('image/')) {
      throw badRequest('Logo must be an image uploaded to this site', { logoPath: 'Not an image' });
    }
  });
  listRoutes('shops', { one: 'shop', order: 'shops-order' }, shopInputSchema, d.company.shops);

  adminApi.put('/api/admin/company/hours', (ctx) => {
    const hours = validate(businessHoursInputSchema, ctx.request.body);
    ctx.body = d.history.change(actorOf(ctx), FACTS, () => d.company.setHours(hours));
  });
  adminApi.put('/api/admin/company/founding-year', (ctx) => {
    const { foundingYear } = validate(foundingYearInputSchema(yearInIndia(new Date(d.now()))), ctx.request.body);
    ctx.body = { foundingYear: d.history.change(actorOf(ctx), FACTS, () => d.company.setFoundingYear(foundingYear)) };
  });
}
