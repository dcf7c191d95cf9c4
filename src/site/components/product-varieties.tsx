import { useT } from '../i18n/use-t';

/** The varieties a product comes in, as tags; nothing when none are listed. */
export function ProductVarieties({ varieties, lang }: { varieties: string[]; lang?: 'en' | undefined }) {
  const t = useT();
  if (varieties.length === 0) return null;
  return (
    <div className="mt-5 sm:mt-6">
      <h2 id="varieties-title" className="text-sm font-bold tracking-[0.14em] text-mango-700 uppercase">
        {t('product.varieties')}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2" lang={lang}>
        {varieties.map((variety) => (
          <li key={variety} className="rounded-full bg-white px-3 py-1 text-sm font-medium text-leaf-900 shadow-xs ring-1 ring-leaf-900/10">
            {variety}
          </li>
        ))}
      </ul>
    </div>
  );
}
