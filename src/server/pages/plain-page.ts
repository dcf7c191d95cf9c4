// A page made without React: a few hundred bytes of HTML for the answers that must cost no render (an error, a
// form refused past its limit, the renderer too busy). No styles and no script, so the CSP needs nothing for it.

import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '../../shared/i18n/locales';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `locale` is the language of its words (English unless a public page's language is known). */
export function plainPage(options: { title: string; message: string; back: { href: string; label: string }; locale?: Locale }): string {
  const { title, message, back, locale = DEFAULT_LOCALE } = options;
  const { tag, dir } = LOCALE_INFO[locale];
  return `<!DOCTYPE html><html lang="${tag}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p></main></body></html>`;
}
