import { useId } from 'react';
import { focusClass } from './styles';

type SwitchProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /**
   * Its change is being saved: taps are ignored until then. aria-disabled rather than disabled, so focus stays on
   * it (a disabled button drops focus to <body>) and a screen reader says it is unavailable.
   */
  pending?: boolean;
  /** Hides the visible label (it stays the accessible name). */
  hideLabel?: boolean;
};

export function Switch({ label, checked, onChange, disabled = false, pending = false, hideLabel = false }: SwitchProps) {
  const id = useId();
  return (
    <div className="inline-flex items-center gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={hideLabel ? label : undefined}
        disabled={disabled}
        aria-disabled={pending || undefined}
        onClick={() => {
          if (!pending) onChange(!checked);
        }}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-wait aria-disabled:opacity-50 ${
          checked ? 'bg-emerald-600' : 'bg-slate-300'
        } ${focusClass}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0.5'}`}
        />
      </button>
      {hideLabel ? null : (
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
      )}
    </div>
  );
}
