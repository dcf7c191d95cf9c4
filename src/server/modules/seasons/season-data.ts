import { indiaTime } from '../../../shared/india-time';
import { inSeason, type SeasonalProduct } from '../../../shared/seasons/seasons';
import type { SeasonNow } from '../../../site/entry.server';
import type { Deps } from '../../routes-context';

/**
 * What the month-dependent pages read: this month in India by the app's clock (the page cache drops every page
 * when it ends, page-cache.ts) and the public products in season in a month.
 */
export function createSeasonData(d: Pick<Deps, 'products' | 'now'>) {
  const thisMonth = () => indiaTime(d.now()).month;
  const inMonth = (month: number): SeasonalProduct[] => inSeason(d.products.listSeasonal(), month);
  return {
    thisMonth,
    inMonth,
    /** This month and what is in season in it (the home page's strip). */
    now(): SeasonNow {
      const month = thisMonth();
      return { month, products: inMonth(month) };
    },
  };
}
export type SeasonData = ReturnType<typeof createSeasonData>;
