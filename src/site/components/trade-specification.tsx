import { type InEnglish, langOf } from '../../shared/translations/in-english';
import type { ProductDetails } from '../../shared/types';
import type { MessageKey } from '../i18n/catalogue';
import { useT } from '../i18n/use-t';

/** Each entry of the specification, in the spec's order, with the catalogue's key of its term. */
const TERMS = {
  grades: 'spec.grades',
  packing: 'spec.packing',
  shelfLife: 'spec.shelfLife',
  storageTemperature: 'spec.storageTemperature',
  minimumOrder: 'spec.minimumOrder',
} satisfies Record<string, MessageKey>;

type SpecKey = keyof typeof TERMS;
const KEYS = Object.keys(TERMS) as SpecKey[];

/** The specification entries a product has (those left empty are left out). */
export const specificationEntries = (details: Pick<ProductDetails, SpecKey>) =>
  KEYS.filter((key) => details[key].trim() !== '').map((key) => ({ key, term: TERMS[key], value: details[key] }));

/** A product's trade specification as a definition list; nothing when it has none. */
export function TradeSpecification({ details }: { details: Pick<ProductDetails, SpecKey> & InEnglish }) {
  const t = useT();
  const entries = specificationEntries(details);
  if (entries.length === 0) return null;
  return (
    <dl className="divide-y divide-stone-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-leaf-900/5">
      {entries.map(({ key, term, value }) => (
        <div key={key} className="px-5 py-4 sm:grid sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="font-semibold text-leaf-900">{t(term)}</dt>
          <dd className="mt-1 leading-relaxed whitespace-pre-line text-stone-700 sm:mt-0" lang={langOf(details, key)}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
