// The founding year, from which the site states the years of experience.
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { roundedYears, yearInIndia } from '../../../shared/company';
import { foundingYearInputSchema } from '../../../shared/schemas/company';
import { TextField } from '../../components/field';
import { SettingsCard } from '../../components/settings-card';
import { buttonClass } from '../../components/styles';
import { mutations } from '../../data/mutations';
import { useCompanyWrite } from './use-company-write';

export const foundingMessages = {
  title: 'Founding Year',
  description: 'The site states the years of experience from it, rounded down to a multiple of 5 (e.g. 40+).',
  label: 'Founded in',
  shown: (years: number) => `The site says: ${years}+ Years Experience`,
  save: 'Save Year',
  saved: 'Founding year updated successfully',
} as const;
const m = foundingMessages;

export function FoundingYearCard({ foundingYear }: { foundingYear: number }) {
  const [year, setYear] = useState(String(foundingYear));
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useCompanyWrite(mutations.company.setFoundingYear);
  const thisYear = yearInIndia(new Date());

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(foundingYearInputSchema(thisYear), { foundingYear: year });
    if (!checked.success) {
      setError(checked.issues[0]?.message);
      return;
    }
    setError(undefined);
    await run(checked.output.foundingYear, m.saved);
  };

  return (
    <SettingsCard id="founding-title" title={m.title} description={m.description}>
      <form onSubmit={save} noValidate className="flex flex-wrap items-end gap-3">
        <div className="w-40">
          <TextField label={m.label} inputMode="numeric" value={year} error={error} onChange={(e) => setYear(e.target.value)} />
        </div>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
          {m.save}
        </button>
      </form>
      <p className="text-sm text-slate-600">{m.shown(roundedYears(thisYear - foundingYear))}</p>
    </SettingsCard>
  );
}
