// Business hours per weekday: open and close times, or closed; saved together with one button.
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { type BusinessHoursDay, hoursRows, WEEKDAY_NAMES } from '../../../shared/company';
import { businessHoursInputSchema } from '../../../shared/schemas/company';
import { FieldError } from '../../components/field-error';
import { SettingsCard } from '../../components/settings-card';
import { buttonClass, inputClass, labelClass } from '../../components/styles';
import { Switch } from '../../components/switch';
import { dotPathErrors, useFieldErrors } from '../../components/use-field-errors';
import { mutations } from '../../data/mutations';
import { useCompanyWrite } from './use-company-write';

export const hoursMessages = {
  title: 'Business Hours',
  description: 'Shown on the contact page and to search engines. Times are 24-hour.',
  open: (day: string) => `Open on ${day}`,
  opens: 'Opens',
  closes: 'Closes',
  closed: 'Closed',
  shown: 'Shown as:',
  save: 'Save Hours',
  saved: 'Business hours updated successfully',
} as const;
const m = hoursMessages;

export function HoursCard({ hours }: { hours: readonly BusinessHoursDay[] }) {
  const [days, setDays] = useState(() => hours.map((d) => ({ ...d })));
  const [last, setLast] = useState({ opens: '09:00', closes: '18:00' });
  const { errors, setErrors, clear } = useFieldErrors();
  const { busy, run } = useCompanyWrite(mutations.company.setHours);

  const set = (i: number, change: Partial<BusinessHoursDay>) => {
    setDays((all) => all.map((d, j) => (j === i ? { ...d, ...change } : d)));
    clear(`days.${i}.opens`, `days.${i}.closes`);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(businessHoursInputSchema, { days });
    if (!checked.success) {
      // Each day's own message beside it, keyed by the full path (days.3.closes).
      setErrors(dotPathErrors(checked.issues));
      return;
    }
    setErrors({});
    await run(checked.output, m.saved);
  };

  return (
    <SettingsCard id="hours-title" title={m.title} description={m.description}>
      <form onSubmit={save} noValidate className="space-y-4">
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {days.map((day, i) => {
            const name = WEEKDAY_NAMES[day.weekday - 1]!;
            const open = day.opens !== null;
            const error = errors[`days.${i}.closes`] ?? errors[`days.${i}.opens`];
            return (
              <li key={day.weekday} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2">
                <span className="w-28 font-medium text-slate-900">{name}</span>
                <Switch
                  label={m.open(name)}
                  hideLabel
                  checked={open}
                  onChange={(on) => {
                    if (!on && day.opens && day.closes) setLast({ opens: day.opens, closes: day.closes });
                    set(i, on ? last : { opens: null, closes: null });
                  }}
                />
                {open ? (
                  <div className="flex flex-wrap items-center gap-2">
                    {(['opens', 'closes'] as const).map((end) => (
                      <label key={end} className={labelClass}>
                        <span className="sr-only">{name} </span>
                        {m[end]}
                        <input
                          type="time"
                          className={`${inputClass} mt-1 w-32`}
                          value={day[end] ?? ''}
                          aria-invalid={error ? true : undefined}
                          onChange={(e) => set(i, { [end]: e.target.value })}
                        />
                      </label>
                    ))}
                  </div>
                ) : (
                  <span className="text-sm text-slate-600">{m.closed}</span>
                )}
                <div className="w-full empty:hidden">
                  <FieldError error={error} />
                </div>
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-slate-600">
          {m.shown}{' '}
          {hoursRows(hours)
            .map((row) => `${row.days} ${row.hours}`)
            .join(', ')}
        </p>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
          {m.save}
        </button>
      </form>
    </SettingsCard>
  );
}
