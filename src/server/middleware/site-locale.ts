import type { Context, Next } from 'koa';
import { DEFAULT_LOCALE, isLocale, type Locale, localePath, splitLocale } from '../../shared/i18n/locales';

/** The public page's language, as its address names it (set by siteLocale; English for anything else). */
export const localeOf = (ctx: Context): Locale => (isLocale(ctx.state.locale) ? ctx.state.locale : DEFAULT_LOCALE);

/**
 * In front of the public pages (DECISION src/decisions/languages.md): /hi/…, /mr/… and /ar/… are the English page's
 * routes in that language. The prefix is taken off the path the routes see (ctx.originalUrl keeps it) and named in
 * ctx.state.locale; a redirect a route answers (a renamed product's slug, a form's 303) stays in the language.
 */
export function siteLocale() {
  return async function siteLocaleMiddleware(ctx: Context, next: Next) {
    const { locale, path } = splitLocale(ctx.path);
    ctx.state.locale = locale;
    if (locale === DEFAULT_LOCALE) return next();
    ctx.path = path;
    await next();
    const location = ctx.response.get('Location');
    if (ctx.status >= 300 && ctx.status < 400 && location.startsWith('/') && !location.startsWith('//')) {
      ctx.set('Location', localePath(locale, location));
    }
  };
}
