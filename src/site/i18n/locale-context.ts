// The page's language as React context. Apart from the catalogues (use-t.ts), so an island that only needs the
// language (its links) bundles no catalogue: it wraps itself in the provider with the locale the page passed it.
import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale, localePath } from '../../shared/i18n/locales';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);
export const LocaleProvider = LocaleContext.Provider;

export const useLocale = (): Locale => useContext(LocaleContext);

/** The address of an English page's path in the page's language: every link between public pages goes through it. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}
