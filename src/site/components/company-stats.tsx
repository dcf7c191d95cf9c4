import type { CompanyFacts } from '../../shared/company';
import { companyCounts, yearsLabel } from '../../shared/company';
import { cn } from '../../ui/cn';
import { useT } from '../i18n/use-t';

/** Spec §2 / §9 company figures in the spec's words (translated), each counted from the company's facts. */
function companyStats(company: CompanyFacts, t: ReturnType<typeof useT>) {
  const n = companyCounts(company);
  return [
    { value: yearsLabel(company), label: t('stats.years') },
    { value: String(n.countries), label: t('stats.countries') },
    { value: String(n.cities), label: t('stats.cities') },
    { value: String(n.shops), label: t('stats.shops') },
  ];
}

type CompanyStatsProps = { company: CompanyFacts; tone?: 'light' | 'dark'; wide?: boolean; className?: string };

export function CompanyStats({ company, tone = 'light', wide = false, className }: CompanyStatsProps) {
  const t = useT();
  return (
    <ul className={cn('grid grid-cols-2 gap-4', wide && 'lg:grid-cols-4', className)}>
      {companyStats(company, t).map((stat) => (
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
