// The page's language for its components. Apart from the catalogues (use-t.ts), so an island that only needs the
// language (its links) bundles no catalogue.
import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale, localePath } from '../../shared/i18n/locales';

/**
 * Provided by SiteDocument on the server. An island in the browser is hydrated without it and reads the page's
 * language where the browser has it: <html lang>, whose tag starts with the language's code (en-IN, ar-AE:
 * locales.ts). No provider around the islands, so no second renderer shares the server's context.
 */
const LocaleContext = createContext<Locale | null>(null);
export const LocaleProvider = LocaleContext.Provider;

export const useLocale = (): Locale =>
  useContext(LocaleContext) ?? ((document.documentElement.lang.slice(0, 2) || DEFAULT_LOCALE) as Locale);

/** The address of an English page's path in the page's language: every link between public pages goes through it. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}
