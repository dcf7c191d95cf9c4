// The origins of a product: a country each, with its months of availability; added and removed by the owner.
import { useId } from 'react';
import { TRANSPORT_MODES, type TransportMode } from '../../../shared/availability/availability';
import { PRODUCT_DETAIL_LIMITS } from '../../../shared/schemas/product-details';
import { DraftRowsFrame } from '../../components/draft-rows-frame';
import { SelectField, TextField } from '../../components/field';
import { buttonClass } from '../../components/styles';
import { type DraftRowsForm, type DraftRowsOptions, useDraftRows } from '../../components/use-draft-rows';
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
  mode: 'Comes by',
  modeOptions: { '': 'Not stated', sea: 'Sea', air: 'Air' } as Record<'' | TransportMode, string>,
  add: 'Add Origin',
  remove: 'Remove',
  removeLabel: (country: string, n: number) => `Remove origin ${country || n}`,
  none: 'No origins yet. Add one for each country the fruit comes from, with the months it is available.',
  limit: `Up to ${PRODUCT_DETAIL_LIMITS.origins} origins.`,
} as const;

type OriginsEditorProps = DraftRowsForm<OriginDraft> & { origins: OriginDraft[] };

/** The origins as rows of the form: their errors under origins (origins.0.country), a country named once. */
const originRows: DraftRowsOptions<OriginDraft> = {
  name: 'origins',
  limit: PRODUCT_DETAIL_LIMITS.origins,
  blank: () => ({ key: nextRowKey(), country: '', months: [], mode: null }),
  uniqueText: (row) => row.country,
};

export function OriginsEditor({ origins, ...form }: OriginsEditorProps) {
  const rows = useDraftRows(origins, form, originRows);
  return (
    <DraftRowsFrame rows={rows} messages={originsMessages} className="space-y-4">
      <ol ref={rows.listRef} className="space-y-4">
        {origins.map((row, index) => (
          <OriginRow
            key={row.key}
            row={row}
            number={index + 1}
            countryError={form.errors[`origins.${index}.country`] ?? rows.repeatError(index)}
            monthsError={form.errors[`origins.${index}.months`] ?? monthError(form.errors, index)}
            onCountry={(country) => rows.change(index, { country }, 'country')}
            onMonths={(months) => rows.change(index, { months }, 'months')}
            onMode={(mode) => rows.change(index, { mode }, 'mode')}
            onRemove={() => rows.remove(index)}
          />
        ))}
      </ol>
    </DraftRowsFrame>
  );
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
  onMode: (mode: TransportMode | null) => void;
  onRemove: () => void;
};

function OriginRow({ row, number, countryError, monthsError, onCountry, onMonths, onMode, onRemove }: OriginRowProps) {
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
        <div className="w-28 shrink-0">
          <SelectField
            label={originsMessages.mode}
            value={row.mode ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onMode(TRANSPORT_MODES.includes(value as TransportMode) ? (value as TransportMode) : null);
            }}
          >
            {(['', ...TRANSPORT_MODES] as const).map((mode) => (
              <option key={mode} value={mode}>
                {originsMessages.modeOptions[mode]}
              </option>
            ))}
          </SelectField>
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
