import { yearInIndia } from '../../../shared/company';
import { ADMIN_API } from '../../../shared/paths';
import { placeholderValues, type SiteTextsAnswer } from '../../../shared/site-texts/site-texts';
import { siteTextsInputSchema } from '../../../shared/site-texts/site-texts-schema';
import type { Deps, Routers } from '../../routes-context';
import { validate } from '../../validate';

/**
 * The admin's Page Texts screen: every text as saved, and what each placeholder reads as today (so the screen shows
 * each text as the site will). A save goes through adminApi, so every cached page is dropped (content-changed.ts).
 */
export function registerSiteTextsRoutes({ adminApi }: Pick<Routers, 'adminApi'>, d: Pick<Deps, 'siteTexts' | 'company' | 'now'>) {
  const answer = (texts = d.siteTexts.texts()): SiteTextsAnswer => ({
    texts,
    values: placeholderValues(d.company.facts(yearInIndia(new Date(d.now()))), texts.claim),
  });

  adminApi.get(ADMIN_API.siteTexts, (ctx) => {
    ctx.body = answer();
  });

  adminApi.put(ADMIN_API.siteTexts, (ctx) => {
    ctx.body = answer(d.siteTexts.save(validate(siteTextsInputSchema, ctx.request.body)));
  });
}
