import * as v from 'valibot';
import { ORDERED_LISTS, ORDERED_WITHIN, orderInputSchema } from '../../../shared/schemas/order';
import { badRequest, HttpError, notFound } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { validate } from '../../validate';
import { actorOf } from '../history/actor';
import { SINGLE_RECORD_ID } from '../history/record-kinds';
import { LIST_TABLES } from './owner-order.repo';

const listParams = v.object({ list: v.picklist(ORDERED_LISTS, 'Unknown list') });

/**
 * `PUT /api/admin/order/{list}` with `{ ids, within? }`: the list in the owner's new order (DECISION
 * src/decisions/owner-order.md), recorded in the history as the list's own record, so Undo puts the old order back.
 * Answers 204; 409 when the ids are not the list's own (an item added or deleted since the copy was read).
 */
export function registerOwnerOrderRoutes({ adminApi }: Pick<Routers, 'adminApi'>, d: Pick<Deps, 'ownerOrder' | 'history'>) {
  adminApi.put('/api/admin/order/:list', (ctx) => {
    const { list } = validate(listParams, ctx.params, 'Path');
    const { ids, within } = validate(orderInputSchema, ctx.request.body);
    const scope = ORDERED_WITHIN[list];
    if (scope && within === undefined) throw badRequest(`${scope} is required: within names it`, { within: 'Required' });
    if (!scope && within !== undefined) throw badRequest('This list is not kept within another record', { within: 'Not allowed' });
    const target = [{ kind: LIST_TABLES[list].kind, id: within ?? SINGLE_RECORD_ID }];
    const result = d.history.change(
      actorOf(ctx),
      target,
      () => {
        const arranged = d.ownerOrder.arrange(list, within, ids);
        // Thrown inside the change: nothing is written, no revision recorded.
        if (arranged === 'stale') {
          throw new HttpError(
            409,
            'stale-order',
            'This list changed since you opened it: an item was added or removed. It is shown again as it is now; arrange it once more.',
          );
        }
        return arranged;
      },
      'reordered',
    );
    if (result === 'no-list') throw notFound(`${scope ?? 'List'} not found`);
    ctx.status = 204;
  });
}
