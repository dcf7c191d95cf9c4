import type { Router } from '@koa/router';
import { seasonsUrl } from '../../../shared/paths';
import { monthOfSegment } from '../../../shared/seasons/seasons';
import type { SitePageData } from '../../../site/entry.server';
import type { SitePageRenderer } from '../../pages/site-page-renderer';
import type { Deps } from '../../routes-context';
import type { SeasonData } from './season-data';

/**
 * The season calendar: /seasons is this month's (India time), /seasons/<month> a month's own page (/seasons/march).
 * Another spelling of a month (March, mar, 3) answers 301 to its own address; anything else is the 404 page.
 */
export function registerSeasonPages(router: Router, d: Pick<Deps, 'settings'>, pages: SitePageRenderer, seasons: SeasonData) {
  const load = (month: number | undefined) => (): SitePageData => {
    const currentMonth = seasons.thisMonth();
    const shown = month ?? currentMonth;
    return { page: 'seasons', month: shown, currentMonth, chosen: month !== undefined, products: seasons.inMonth(shown) };
  };

  router.get('/seasons', (ctx) => pages.send(ctx, load(undefined), { cacheKey: seasonsUrl() }));
  router.get('/seasons/:month', (ctx) => {
    const named = monthOfSegment(ctx.params.month ?? '');
    if (!named || !d.settings.getSiteSettings().isOnline) return pages.notFound(ctx);
    if (!named.canonical) {
      ctx.status = 301;
      ctx.set('Cache-Control', pages.cache.cacheControl);
      ctx.redirect(seasonsUrl(named.month));
      return;
    }
    return pages.send(ctx, load(named.month), { cacheKey: seasonsUrl(named.month) });
  });
}
