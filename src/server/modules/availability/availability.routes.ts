import { availabilityInputSchema, tradeSettingsSchema } from '../../../shared/availability/availability-schema';
import { indiaDate } from '../../../shared/india-time';
import { ADMIN_API } from '../../../shared/paths';
import { caseless } from '../../../shared/unicode';
import { badRequest, notFound } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { pathId, validate } from '../../validate';
import { actorOf } from '../history/actor';
import { SINGLE_RECORD_ID } from '../history/record-kinds';

/**
 * The admin's Availability screen: every active product's origins with their statuses, one origin's status set or
 * cleared per call, and the trade settings (the days a status and a price stand, how prices work). Writes go through adminApi, so every cached page and public read
 * is dropped at once (content-changed.ts); a status that turns stale with no write ends them by itself (stock.ts).
 */
export function registerAvailabilityRoutes(
  { adminApi }: Pick<Routers, 'adminApi'>,
  d: Pick<Deps, 'products' | 'availability' | 'stock' | 'now' | 'history'>,
) {
  adminApi.get(ADMIN_API.availability, (ctx) => {
    ctx.body = { staleAfterDays: d.availability.staleAfterDays(), items: d.stock.items() };
  });

  adminApi.put(`${ADMIN_API.availability}/:id`, (ctx) => {
    const productId = pathId(ctx.params);
    const input = validate(availabilityInputSchema, ctx.request.body);
    const product = d.products.get(productId);
    if (!product) throw notFound('Product not found');
    const origin = product.origins.find((o) => caseless(o.country) === caseless(input.country));
    if (!origin) {
      const message = `${product.name} has no origin named ${input.country}`;
      throw badRequest(message, { country: message });
    }
    const now = d.now();
    if (input.setAt !== undefined && input.setAt > now) throw badRequest('setAt cannot be in the future', { setAt: 'In the future' });
    // The admin's date picker starts at today; an undo (setAt) may put back an arrival whose day has since passed.
    if (input.status === 'arriving' && input.setAt === undefined && input.expectedOn! < indiaDate(now)) {
      const message = 'The expected arrival date cannot be in the past';
      throw badRequest(message, { expectedOn: message });
    }
    const previous = d.availability.get(productId, origin.country) ?? null;
    d.history.change(actorOf(ctx), [{ kind: 'product', id: productId }], () =>
      d.availability.set(
        productId,
        origin.country,
        input.status === null
          ? null
          : { status: input.status, expectedOn: input.expectedOn, mode: input.mode, note: input.note, setAt: input.setAt ?? now },
      ),
    );
    const item = d.stock.items(productId).find((i) => i.country === origin.country);
    ctx.body = {
      item,
      previous: previous && {
        status: previous.status,
        expectedOn: previous.expectedOn,
        mode: previous.mode,
        note: previous.note,
        setAt: previous.setAt,
      },
    };
  });

  adminApi.get(ADMIN_API.tradeSettings, (ctx) => {
    ctx.body = d.availability.tradeSettings();
  });
  adminApi.put(ADMIN_API.tradeSettings, (ctx) => {
    const input = validate(tradeSettingsSchema, ctx.request.body);
    ctx.body = d.history.change(actorOf(ctx), [{ kind: 'trade-settings', id: SINGLE_RECORD_ID }], () =>
      d.availability.updateTradeSettings(input),
    );
  });
}
