import type { CompanyFacts } from '../../shared/company';
import { companyCounts, yearsLabel } from '../../shared/company';
import { cn } from '../../ui/cn';

/** Spec §2 / §9 company figures in the spec's words, each counted from the company's facts. */
export function companyStats(company: CompanyFacts) {
  const n = companyCounts(company);
  return [
    { value: yearsLabel(company), label: 'Years Experience' },
    { value: String(n.countries), label: 'Countries' },
    { value: String(n.cities), label: 'Major Cities' },
    { value: String(n.shops), label: 'APMC Shops' },
  ];
}

type CompanyStatsProps = { company: CompanyFacts; tone?: 'light' | 'dark'; wide?: boolean; className?: string };

export function CompanyStats({ company, tone = 'light', wide = false, className }: CompanyStatsProps) {
  return (
    <ul className={cn('grid grid-cols-2 gap-4', wide && 'lg:grid-cols-4', className)}>
      {companyStats(company).map((stat) => (
        <li
          key={stat.label}
          className={cn(
            'flex flex-col rounded-3xl px-5 py-6 text-center',
            tone === 'dark' ? 'bg-white/10 ring-1 ring-white/15' : 'bg-white shadow-sm ring-1 ring-leaf-900/5',
          )}
        >
          <span className={cn('font-display text-4xl font-semibold sm:text-5xl', tone === 'dark' ? 'text-mango-300' : 'text-leaf-700')}>
            {stat.value}
          </span>{' '}
          <span className={cn('mt-1 text-sm font-semibold tracking-wide uppercase', tone === 'dark' ? 'text-leaf-100' : 'text-stone-600')}>
            {stat.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
