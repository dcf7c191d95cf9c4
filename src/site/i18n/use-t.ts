// The page's language for the server-rendered parts of the page: SiteDocument provides it, a component asks for its
// words with useT(). Islands never use it: they are hydrated without it, so they get their words as props
// (DECISION src/decisions/languages.md).
import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { type MessageKey, translate } from './catalogue';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);
export const LocaleProvider = LocaleContext.Provider;

export const useLocale = (): Locale => useContext(LocaleContext);

/** The words for a key in the page's language, placeholders filled in. */
export function useT(): (key: MessageKey, values?: Record<string, string | number>) => string {
  const locale = useLocale();
  return (key, values) => translate(locale, key, values);
}
