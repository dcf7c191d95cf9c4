// The site's languages (issue "Languages", DECISION src/decisions/languages.md): English (India) at today's addresses,
// Hindi, Marathi and Arabic under their own prefix, so an address names its language and no cache needs Vary.

export const LOCALES = ['en', 'hi', 'mr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export type LocaleInfo = {
  /** The language's name in its own script: what the language switch shows. */
  name: string;
  /** <html lang>, hreflang and JSON-LD inLanguage. */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** Open Graph's og:locale. */
  ogLocale: string;
};

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { name: 'English', tag: 'en-IN', dir: 'ltr', ogLocale: 'en_IN' },
  hi: { name: 'हिन्दी', tag: 'hi-IN', dir: 'ltr', ogLocale: 'hi_IN' },
  mr: { name: 'मराठी', tag: 'mr-IN', dir: 'ltr', ogLocale: 'mr_IN' },
  // The export arm's buyers are in Dubai.
  ar: { name: 'العربية', tag: 'ar-AE', dir: 'rtl', ogLocale: 'ar_AE' },
};

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The address of `pathname` (an English page's path, '/products?x=1') in `locale`: '/hi/products?x=1'; '/' is '/hi'. */
export function localePath(locale: Locale, pathname: string): string {
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname === '/' || pathname.startsWith('/?') ? `/${locale}${pathname.slice(1)}` : `/${locale}${pathname}`;
}

/** The language an address names, and the English page's path it is the translation of. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(hi|mr|ar)(?=$|[/?])(.*)$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  const rest = match[2] ?? '';
  return { locale: match[1] as Locale, path: rest === '' || rest.startsWith('?') ? `/${rest}` : rest };
}

/** A page's hreflang alternates (the head's links, the sitemap's): its address in each language, then x-default. */
export function alternates(path: string): Array<{ hreflang: string; href: string }> {
  return [
    ...LOCALES.map((locale) => ({ hreflang: LOCALE_INFO[locale].tag, href: localePath(locale, path) })),
    { hreflang: 'x-default', href: localePath(DEFAULT_LOCALE, path) },
  ];
}
