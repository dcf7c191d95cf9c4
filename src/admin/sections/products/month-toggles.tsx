// An origin's months of availability: twelve toggle buttons, January to December, each pressed or not.
import { MONTH_NAMES, MONTH_SHORT_NAMES } from '../../../shared/months';
import { focusClass } from '../../components/styles';

type MonthTogglesProps = {
  /** Names the row for screen readers ("Months from Chile"). */
  label: string;
  months: readonly number[];
  onChange: (months: number[]) => void;
  error?: string | undefined;
  errorId: string;
};

export function MonthToggles({ label, months, onChange, error, errorId }: MonthTogglesProps) {
  const toggle = (month: number) =>
    onChange(months.includes(month) ? months.filter((m) => m !== month) : [...months, month].sort((a, b) => a - b));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group named by its label, like the image field's; a fieldset's min-content width would overflow the phone layout
    <div
      role="group"
      aria-label={label}
      // Focusable only so a refused save can bring the owner here (use-focus-first-invalid).
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="grid grid-cols-6 gap-1.5 rounded-md outline-none sm:grid-cols-12"
    >
      {MONTH_SHORT_NAMES.map((short, index) => {
        const month = index + 1;
        const on = months.includes(month);
        return (
          <button
            key={short}
            type="button"
            aria-pressed={on}
            // The name is the visible Jan...Dec (a different spoken name fails WCAG 2.5.3); the full name on hover.
            title={MONTH_NAMES[index]}
            onClick={() => toggle(month)}
            className={`h-9 rounded-md border text-xs font-semibold transition-colors ${
              on
                ? 'border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800'
                : 'border-slate-300 bg-white text-slate-600 hover:bg-slate-50'
            } ${focusClass}`}
          >
            {short}
          </button>
        );
      })}
    </div>
  );
}
