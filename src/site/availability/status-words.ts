// The availability statuses in a page's language (the shared module keeps the admin's English): a status's label and
// details, how fruit travels, and the words a badge is made of, which the products island gets as props.
import type { AvailabilityView, TransportMode } from '../../shared/availability/availability';
import type { Locale } from '../../shared/i18n/locales';
import { LOCALE_MONTHS, monthName } from '../../shared/i18n/months';
import { translate, wordsFor } from '../i18n/catalogue';
import { formatDay } from '../i18n/formats';
import type { BadgeWords } from './stock-badge';

/** "by sea", "by air". */
export const modeText = (locale: Locale, mode: TransportMode): string => translate(locale, mode === 'sea' ? 'mode.sea' : 'mode.air');

/** A status's label: 'In stock', 'Out of season, next from November'. */
export function statusText(locale: Locale, view: AvailabilityView): string {
  switch (view.kind) {
    case 'in_stock':
      return translate(locale, 'status.in_stock');
    case 'arriving':
      return translate(locale, 'status.arriving');
    case 'sold_out':
      return translate(locale, 'status.sold_out');
    case 'ask':
      return translate(locale, 'status.ask');
    case 'in_season':
      return translate(locale, 'status.in_season');
    case 'out_of_season':
      return translate(locale, 'status.out_of_season', { month: monthName(locale, view.nextMonth) });
  }
}

/** A status's details beneath its label: the expected day and mode, the owner's note, the day it was set. */
export function statusDetails(locale: Locale, view: AvailabilityView): string[] {
  const setOn = (day: string) => translate(locale, 'originStock.setOn', { day: formatDay(locale, day) });
  switch (view.kind) {
    case 'arriving':
      return [
        translate(locale, 'originStock.expected', { day: formatDay(locale, view.expectedOn), mode: modeText(locale, view.mode) }),
        ...(view.note ? [view.note] : []),
        setOn(view.setOn),
      ];
    case 'in_stock':
    case 'sold_out':
      return [setOn(view.setOn)];
    default:
      return [];
  }
}

/** What a product's badge is worded from, in `locale`. */
export function badgeWords(locale: Locale): BadgeWords {
  return {
    kinds: wordsFor(locale, {
      in_stock: 'badge.in_stock',
      arriving: 'badge.arriving',
      in_season: 'badge.in_season',
      ask: 'badge.ask',
      out_of_season: 'badge.out_of_season',
      sold_out: 'badge.sold_out',
    }),
    modes: wordsFor(locale, { sea: 'mode.sea', air: 'mode.air' }),
    months: LOCALE_MONTHS[locale].long,
    shortMonths: LOCALE_MONTHS[locale].short,
  };
}
