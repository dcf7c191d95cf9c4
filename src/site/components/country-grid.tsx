import { type CompanyCounts, type CompanyFacts, companyCounts } from '../../shared/company';
import { GlobeIcon } from '../../ui/icons';
import { countryNamesIn } from '../document/countries';
import { useLocale } from '../i18n/use-t';
import { PageSection } from './page-section';
import { SectionHeading } from './section-heading';

/** A page's own words over the grid. */
export type CountryGridText = { eyebrow: string; title: (n: CompanyCounts) => string; lead: string };

type CountryGridProps = { company: CompanyFacts; text: CountryGridText; band?: string; className: string };

/** Spec §2: the section of the active supplier countries, in the owner's order, under its heading (id `countries-title`). */
export function CountryGrid({ company, text, band, className }: CountryGridProps) {
  const locale = useLocale();
  return (
    <PageSection labelledBy="countries-title" band={band} className={className}>
      <SectionHeading id="countries-title" eyebrow={text.eyebrow} title={text.title(companyCounts(company))} lead={text.lead} />
      <ul className="mt-12 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {company.countries.map((country) => (
          <li
            key={country}
            className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 font-semibold text-stone-800 shadow-sm ring-1 ring-leaf-900/5 transition-shadow hover:shadow-md sm:py-3.5"
          >
            <span className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-leaf-100 text-leaf-700 sm:inline-flex">
              <GlobeIcon className="size-5" />
            </span>
            <span className="min-w-0">{countryNamesIn(locale, country)}</span>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
