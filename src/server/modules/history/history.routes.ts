import * as v from 'valibot';
import { RECORD_KINDS } from '../../../shared/history/history';
import { indiaMidnight } from '../../../shared/india-time';
import { ADMIN_API } from '../../../shared/paths';
import { HISTORY_PAGE_SIZE, historyQuerySchema } from '../../../shared/schemas/history';
import { badRequest } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { pathId, validate } from '../../validate';
import { actorOf } from './actor';

const DAY_MS = 24 * 60 * 60_000;
const restoreBody = v.optional(v.object({ fix: v.optional(v.picklist(['new-slug'], 'Unknown fix')) }), {});
/** The fix a restore is asked to make, from its body (none, or an empty body: none). */
const fixesOf = (body: unknown) => {
  const { fix } = validate(restoreBody, body ?? undefined);
  return fix ? [fix] : [];
};
const kindParams = v.object({ kind: v.picklist(RECORD_KINDS, 'Unknown kind of record') });
/** Midnight IST at the start of a 'YYYY-MM-DD' day. */
const dayStart = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return indiaMidnight(y, m, d);
};

/**
 * The Activity screen's list and diffs, Undo, restoring a version, and the trash. They sit on adminApi: a restore is
 * a write that changes the public pages (their caches are cleared after it, content-changed.ts).
 */
export function registerHistoryRoutes({ adminApi }: Pick<Routers, 'adminApi'>, d: Pick<Deps, 'history' | 'store' | 'logger'>) {
  adminApi.get(ADMIN_API.history, (ctx) => {
    const query = validate(historyQuerySchema, ctx.query, 'Query');
    const from = query.from === undefined ? undefined : dayStart(query.from);
    const to = query.to === undefined ? undefined : dayStart(query.to) + DAY_MS;
    if (from !== undefined && to !== undefined && from >= to)
      throw badRequest('The first day must not be after the last', { from: 'After the last day' });
    ctx.body = d.history.list({
      kind: query.kind,
      recordId: query.recordId,
      from,
      to,
      offset: (query.page - 1) * HISTORY_PAGE_SIZE,
      limit: HISTORY_PAGE_SIZE,
    });
  });
  // The versions of a kind's records, by id (a record not listed is at version 0): what a save sends back as If-Match.
  adminApi.get('/api/admin/history/versions/:kind', (ctx) => {
    const { kind } = validate(kindParams, ctx.params, 'Path');
    ctx.body = d.history.versionsOf(kind);
  });
  adminApi.get('/api/admin/history/:id', (ctx) => {
    ctx.body = d.history.get(pathId(ctx.params));
  });
  // A restore answers { changeId, notes }; one that meets a conflict it can fix is a 409 naming the fix, which the
  // same call makes when sent again with { fix }.
  adminApi.post('/api/admin/history/:id/restore', (ctx) => {
    ctx.body = d.history.restore(actorOf(ctx), pathId(ctx.params), fixesOf(ctx.request.body));
  });
  adminApi.post('/api/admin/history/changes/:id/undo', (ctx) => {
    ctx.body = d.history.undo(actorOf(ctx), pathId(ctx.params), fixesOf(ctx.request.body));
  });

  adminApi.get(ADMIN_API.trash, (ctx) => {
    ctx.body = d.history.trash();
  });
  adminApi.post('/api/admin/trash/:id/restore', (ctx) => {
    ctx.body = d.history.restoreFromTrash(actorOf(ctx), pathId(ctx.params), fixesOf(ctx.request.body));
  });
  // "Delete for good": one entry leaves the trash, and the files only it held are removed from disk.
  adminApi.delete('/api/admin/trash/:id', async (ctx) => {
    for (const file of d.history.purgeChange(pathId(ctx.params))) await d.store.remove(file);
    ctx.status = 204;
  });
  // "Empty trash": every entry leaves it for good, and the files only it held are removed from disk.
  adminApi.delete(ADMIN_API.trash, async (ctx) => {
    const files = d.history.purge(true);
    for (const file of files) await d.store.remove(file);
    ctx.status = 204;
  });
}
