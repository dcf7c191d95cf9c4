import { joinNames } from '../../shared/company';
import { MONTH_NAMES } from '../../shared/months';
import type { ProductOrigin } from '../../shared/types';
import { CheckIcon, ClockIcon } from '../../ui/icons';

export const seasonNoteMessages = {
  inSeason: (countries: string) => `In season now from ${countries}`,
  outOfSeason: (month: string) => `Not in season in ${month}: see its seasons below`,
};

/** Beside the name, whether the buyer can have it this month (India time) and from where; nothing without origins. */
export function ProductSeasonNote({ origins, month }: { origins: ProductOrigin[]; month: number }) {
  if (origins.length === 0) return null;
  const now = origins.filter((o) => o.months.includes(month)).map((o) => o.country);
  return now.length > 0 ? (
    <p className="mt-2 flex items-center gap-2 font-semibold text-leaf-800">
      <CheckIcon className="size-5 shrink-0" />
      {seasonNoteMessages.inSeason(joinNames(now))}
    </p>
  ) : (
    <p className="mt-2 flex items-center gap-2 font-medium text-stone-700">
      <ClockIcon className="size-5 shrink-0 text-mango-600" />
      {seasonNoteMessages.outOfSeason(MONTH_NAMES[month - 1]!)}
    </p>
  );
}
