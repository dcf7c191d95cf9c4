// The page's words for the server-rendered parts of the page: SiteDocument provides the locale, a component asks for
// its words with useT(). Islands never use it: they are hydrated without the catalogues, so they get their words as
// props (DECISION src/decisions/languages.md).
import { type MessageKey, translate } from './catalogue';
import { useLocale } from './locale-context';

export { LocaleProvider, useLocale, useLocalePath } from './locale-context';

/** The words for a key in the page's language, placeholders filled in. */
export function useT(): (key: MessageKey, values?: Record<string, string | number>) => string {
  const locale = useLocale();
  return (key, values) => translate(locale, key, values);
}
