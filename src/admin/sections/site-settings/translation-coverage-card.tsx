// How much of the owner's content reads in each language, on the admin's first screen (issue "Languages", part 3):
// a line per language, each kind's count a link to where it is translated. A kind with nothing in it is left out;
// coverage that fails to load shows nothing: it never blocks the screen.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  coverageCount,
  TRANSLATABLE_KINDS,
  TRANSLATION_LOCALE_LABELS,
  TRANSLATION_LOCALES,
  type TranslatableKind,
} from '../../../shared/translations/translatable';
import { SettingsCard } from '../../components/settings-card';
import { linkClass } from '../../components/styles';
import { queries } from '../../data/queries';

export const coverageMessages = {
  title: 'Your site in other languages',
  description: 'How much of your own content is translated. Anything not yet translated shows in English on that language’s pages.',
  all: 'all translated',
} as const;

/** Where the owner translates each kind, in the order the line reads (the most seen first). */
export const TRANSLATE_AT: Record<TranslatableKind, string> = {
  product: '/admin/products',
  category: '/admin/categories',
  'site-settings': '/admin/site-settings#translations-site-settings-0',
  'site-texts': '/admin/texts',
  city: '/admin/company#cities-title',
  shop: '/admin/company',
  licence: '/admin/licences',
  'contact-settings': '/admin/contact#translations-contact-settings-0',
  'trade-settings': '/admin/availability#translations-trade-settings-0',
};
const ORDER = Object.keys(TRANSLATE_AT) as TranslatableKind[];

export function TranslationCoverageCard() {
  const coverage = useQuery(queries.translationCoverage);
  if (coverage.status !== 'success') return null;
  const figures = coverage.data;
  const kinds = ORDER.filter((kind) => TRANSLATABLE_KINDS.includes(kind) && figures[kind].total > 0);
  if (kinds.length === 0) return null;
  return (
    <SettingsCard id="translation-coverage-title" title={coverageMessages.title} description={coverageMessages.description}>
      <ul className="space-y-2 text-sm text-slate-700">
        {TRANSLATION_LOCALES.map((locale) => {
          const done = kinds.every((kind) => figures[kind][locale] === figures[kind].total);
          return (
            <li key={locale}>
              <span className="font-semibold text-slate-900">{TRANSLATION_LOCALE_LABELS[locale]}: </span>
              {done ? <span className="mr-1">{coverageMessages.all} · </span> : null}
              {kinds.map((kind, i) => (
                <span key={kind}>
                  {i > 0 ? ' · ' : ''}
                  {/* A figure never breaks across lines: "2 of / 2 hero texts" would read as two. */}
                  <Link
                    to={TRANSLATE_AT[kind]}
                    className={`whitespace-nowrap ${figures[kind][locale] < figures[kind].total ? linkClass : 'text-slate-600'}`}
                  >
                    {coverageCount(locale, kind, figures)}
                  </Link>
                </span>
              ))}
            </li>
          );
        })}
      </ul>
    </SettingsCard>
  );
}
