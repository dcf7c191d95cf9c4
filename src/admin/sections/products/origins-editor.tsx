// The origins of a product: a country each, with its months of availability; added and removed by the owner.
import { useEffect, useId, useRef } from 'react';
import { PRODUCT_DETAIL_LIMITS } from '../../../shared/schemas/product-details';
import { TextField } from '../../components/field';
import { buttonClass } from '../../components/styles';
import { MonthToggles } from './month-toggles';
import { nextRowKey, type OriginDraft } from './product-draft';

const ALL_MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export const originsMessages = {
  country: 'Country',
  countryPlaceholder: 'e.g. Chile',
  months: 'Months available',
  monthsOf: (country: string) => `Months available from ${country || 'this origin'}`,
  allYear: 'All year',
  allYearLabel: (country: string, n: number) => `All year from ${country || `origin ${n}`}`,
  clear: 'Clear',
  clearLabel: (country: string, n: number) => `Clear the months of ${country || `origin ${n}`}`,
  add: 'Add Origin',
  remove: 'Remove',
  removeLabel: (country: string, n: number) => `Remove origin ${country || n}`,
  none: 'No origins yet. Add one for each country the fruit comes from, with the months it is available.',
  limit: `Up to ${PRODUCT_DETAIL_LIMITS.origins} origins.`,
} as const;

type OriginsEditorProps = {
  origins: OriginDraft[];
  onChange: (origins: OriginDraft[]) => void;
  /** The form's errors by dot path (origins, origins.0.country, origins.1.months). */
  errors: Record<string, string>;
  /** Forgets errors: a row's own on its change, all the origins' when rows come and go (their numbers shift). */
  clear: (...keys: string[]) => void;
};

export function OriginsEditor({ origins, onChange, errors, clear }: OriginsEditorProps) {
  const list = useRef<HTMLOListElement>(null);
  const added = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows, rendered, are the trigger; the row to focus is read from a ref
  useEffect(() => {
    if (added.current === null) return;
    list.current?.querySelector<HTMLInputElement>(`[data-origin="${added.current}"] input`)?.focus();
    added.current = null;
  }, [origins]);

  const clearAll = () => clear(...Object.keys(errors).filter((key) => key === 'origins' || key.startsWith('origins.')));
  const change = (index: number, next: Partial<OriginDraft>, key: string) => {
    onChange(origins.map((row, i) => (i === index ? { ...row, ...next } : row)));
    clear(`origins.${index}.${key}`, 'origins');
  };
  const add = () => {
    const row = { key: nextRowKey(), country: '', months: [] };
    added.current = row.key;
    clearAll();
    onChange([...origins, row]);
  };
  const remove = (index: number) => {
    clearAll();
    onChange(origins.filter((_, i) => i !== index));
  };

  return (
    <div className="space-y-4">
      {origins.length === 0 ? <p className="text-sm text-slate-500">{originsMessages.none}</p> : null}
      <ol ref={list} className="space-y-4">
        {origins.map((row, index) => (
          <OriginRow
            key={row.key}
            row={row}
            number={index + 1}
            countryError={errors[`origins.${index}.country`] ?? (repeats(origins, index) ? errors.origins : undefined)}
            monthsError={errors[`origins.${index}.months`] ?? monthError(errors, index)}
            onCountry={(country) => change(index, { country }, 'country')}
            onMonths={(months) => change(index, { months }, 'months')}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      {errors.origins && !origins.some((_, index) => repeats(origins, index)) ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.origins}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={add}
          disabled={origins.length >= PRODUCT_DETAIL_LIMITS.origins}
        >
          {originsMessages.add}
        </button>
        <span className="text-xs text-slate-500">{originsMessages.limit}</span>
      </div>
    </div>
  );
}

/** Whether this row's country was already listed above it (the list's error then shows beside it). */
function repeats(origins: OriginDraft[], index: number): boolean {
  const country = origins[index]?.country.trim().toLocaleLowerCase('en');
  return Boolean(country) && origins.slice(0, index).some((row) => row.country.trim().toLocaleLowerCase('en') === country);
}

/** An error about one month of a row (origins.0.months.3), said once for the row. */
function monthError(errors: Record<string, string>, index: number): string | undefined {
  const key = Object.keys(errors).find((k) => k.startsWith(`origins.${index}.months.`));
  return key ? errors[key] : undefined;
}

/** The buttons that set a row's months at once. */
const monthShortcuts = [
  { text: originsMessages.allYear, label: originsMessages.allYearLabel, months: ALL_MONTHS },
  { text: originsMessages.clear, label: originsMessages.clearLabel, months: [] },
];

type OriginRowProps = {
  row: OriginDraft;
  number: number;
  countryError: string | undefined;
  monthsError: string | undefined;
  onCountry: (country: string) => void;
  onMonths: (months: number[]) => void;
  onRemove: () => void;
};

function OriginRow({ row, number, countryError, monthsError, onCountry, onMonths, onRemove }: OriginRowProps) {
  const monthsErrorId = useId();
  return (
    <li data-origin={row.key} className="space-y-3 rounded-md border border-slate-200 bg-slate-50/60 p-3 sm:p-4">
      <div className="flex items-end gap-3">
        <div className="min-w-0 flex-1">
          <TextField
            label={originsMessages.country}
            placeholder={originsMessages.countryPlaceholder}
            value={row.country}
            error={countryError}
            maxLength={PRODUCT_DETAIL_LIMITS.country}
            onChange={(event) => onCountry(event.currentTarget.value)}
          />
        </div>
        <button
          type="button"
          className={`${buttonClass('dangerGhost', 'sm')} mb-1`}
          aria-label={originsMessages.removeLabel(row.country.trim(), number)}
          onClick={onRemove}
        >
          {originsMessages.remove}
        </button>
      </div>
      <div className="space-y-1.5">
        <div className="flex items-center gap-2">
          <p className="mr-auto text-sm font-medium text-slate-700" aria-hidden="true">
            {originsMessages.months}
          </p>
          {monthShortcuts.map((shortcut) => (
            <button
              key={shortcut.text}
              type="button"
              className={buttonClass('ghost', 'xs')}
              aria-label={shortcut.label(row.country.trim(), number)}
              onClick={() => onMonths(shortcut.months)}
            >
              {shortcut.text}
            </button>
          ))}
        </div>
        <MonthToggles
          label={originsMessages.monthsOf(row.country.trim())}
          months={row.months}
          onChange={onMonths}
          error={monthsError}
          errorId={monthsErrorId}
        />
        {monthsError ? (
          <p id={monthsErrorId} role="alert" className="text-sm text-red-600">
            {monthsError}
          </p>
        ) : null}
      </div>
    </li>
  );
}
