import { LOCALE_INFO, LOCALES, localePath } from '../../shared/i18n/locales';
import { GlobeIcon } from '../../ui/icons';
import { useLocale, useT } from '../i18n/use-t';

/**
 * The header's language switch (issue "Languages"): plain links to this page in each language, each named in its own
 * script and marked with its language, in a disclosure that needs no script. `path` is the English page's address
 * (its query kept: a category's page switches to the same category).
 */
export function LanguageSwitch({ path }: { path: string }) {
  const t = useT();
  const current = useLocale();
  return (
    <details className="group relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-leaf-900 hover:bg-leaf-900/5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500 [&::-webkit-details-marker]:hidden">
        <GlobeIcon className="size-5" />
        <span className="sr-only">{t('language.label')}: </span>
        <span lang={LOCALE_INFO[current].tag}>{LOCALE_INFO[current].name}</span>
      </summary>
      <ul className="absolute end-0 top-full z-50 mt-2 min-w-40 rounded-2xl border border-leaf-900/10 bg-white p-2 shadow-xl">
        {LOCALES.map((locale) => {
          const { name, tag } = LOCALE_INFO[locale];
          return (
            <li key={locale}>
              <a
                href={localePath(locale, path)}
                hrefLang={tag}
                lang={tag}
                aria-current={locale === current ? 'true' : undefined}
                className="block min-h-11 rounded-xl px-4 py-2.5 text-start text-base text-stone-800 hover:bg-leaf-50 aria-[current]:font-semibold aria-[current]:text-leaf-900 focus-visible:outline-3 focus-visible:outline-mango-500"
              >
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
