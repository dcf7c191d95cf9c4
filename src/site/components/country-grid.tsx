import { GlobeIcon } from '../../ui/icons';
import { SectionHeading } from './section-heading';

type CountryGridProps = { countries: readonly string[]; eyebrow: string; title: string; lead: string };

/** Spec §2: the grid of the active supplier countries, in the owner's order, under its section heading (id `countries-title`). */
export function CountryGrid({ countries, eyebrow, title, lead }: CountryGridProps) {
  return (
    <>
      <SectionHeading id="countries-title" eyebrow={eyebrow} title={title} lead={lead} />
      <ul className="mt-12 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {countries.map((country) => (
          <li
            key={country}
            className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 font-semibold text-stone-800 shadow-sm ring-1 ring-leaf-900/5 transition-shadow hover:shadow-md sm:py-3.5"
          >
            <span className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-leaf-100 text-leaf-700 sm:inline-flex">
              <GlobeIcon className="size-5" />
            </span>
            <span className="min-w-0">{country}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
