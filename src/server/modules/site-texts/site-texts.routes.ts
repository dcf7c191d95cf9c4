import { yearInIndia } from '../../../shared/company';
import { ADMIN_API } from '../../../shared/paths';
import { placeholderValues, type SiteTextsAnswer } from '../../../shared/site-texts/site-texts';
import { siteTextsInputSchema } from '../../../shared/site-texts/site-texts-schema';
import type { Deps, Routers } from '../../routes-context';
import { validate } from '../../validate';
import { actorOf } from '../history/actor';
import { SINGLE_RECORD_ID } from '../history/record-kinds';

/**
 * The admin's Page Texts screen: every text as saved, and what each placeholder reads as today (so the screen shows
 * each text as the site will). A save goes through adminApi, so every cached page is dropped (content-changed.ts).
 */
export function registerSiteTextsRoutes(
  { adminApi }: Pick<Routers, 'adminApi'>,
  d: Pick<Deps, 'siteTexts' | 'company' | 'now' | 'history'>,
) {
  const answer = (texts = d.siteTexts.texts()): SiteTextsAnswer => ({
    texts,
    values: placeholderValues(d.company.facts(yearInIndia(new Date(d.now()))), texts.claim),
  });

  adminApi.get(ADMIN_API.siteTexts, (ctx) => {
    ctx.body = answer();
  });

  adminApi.put(ADMIN_API.siteTexts, (ctx) => {
    const input = validate(siteTextsInputSchema, ctx.request.body);
    ctx.body = answer(d.history.change(actorOf(ctx), [{ kind: 'site-texts', id: SINGLE_RECORD_ID }], () => d.siteTexts.save(input)));
  });
}
