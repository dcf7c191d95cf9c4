// The owner's translations of one record (issue "Languages", part 3): a language at a time, each field's English
// shown as the reference above its input, Arabic typed right to left. Only what changed is saved; every save is in
// the history with Undo (DECISION src/decisions/content-translations.md).

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LOCALE_INFO } from '../../shared/i18n/locales';
import type { TranslationsUpdate } from '../../shared/schemas/translations';
import {
  coverageLine,
  fieldsOf,
  TRANSLATION_LOCALE_LABELS,
  TRANSLATION_LOCALES,
  type TranslatableKind,
  type TranslatedValue,
  type TranslationLocale,
  type TranslationsAnswer,
} from '../../shared/translations/translatable';
import { mutations } from '../data/mutations';
import { queries } from '../data/queries';
import { SettingsCard } from './settings-card';
import { buttonClass, inputClass, labelClass } from './styles';
import { useSaveSettings } from './use-save-settings';

export const translationMessages = {
  title: 'Translations',
  description: 'The same words in Hindi, Marathi and Arabic. A field left empty shows in English on that language’s pages.',
  languages: 'Language',
  english: 'English:',
  emptyEnglish: 'Empty in English: nothing to translate.',
  save: (language: string) => `Save ${language}`,
  saving: 'Saving…',
  saved: 'Translations saved',
  failed: 'Failed to save the translations',
  tryAgain: 'Please try again.',
  loadFailed: 'Failed to load the translations',
  coverageTitle: 'Translated',
  afterFirstSave: 'Translations into Hindi, Marathi and Arabic come after the first save: save the English, then open it again.',
} as const;
const messages = translationMessages;

/** "Hindi: 38 of 43 products · Marathi: … · Arabic: …" for one kind of record. */
export function TranslationCoverage({ kind }: { kind: TranslatableKind }) {
  const coverage = useQuery(queries.translationCoverage);
  if (!coverage.data) return null;
  return (
    <p className="text-sm text-slate-600">
      <span className="font-medium text-slate-800">{messages.coverageTitle}: </span>
      {TRANSLATION_LOCALES.map((locale) => coverageLine(locale, kind, coverage.data)).join(' · ')}
    </p>
  );
}

/**
 * The translations in an editor's dialog, below its English: the card for a saved record; for a new one (no id yet),
 * a line saying they come after the first save.
 */
export function DialogTranslations({ kind, id }: { kind: TranslatableKind; id: number | null }) {
  return (
    <div className="mt-6 border-t border-slate-200 pt-6">
      {id === null ? <p className="text-sm text-slate-600">{messages.afterFirstSave}</p> : <TranslationsCard kind={kind} id={id} />}
    </div>
  );
}

/**
 * The translations of a kind with one record (the hero, the page texts, the contact address, the price basis: the
 * record 0 of its kind), with how much of it is translated.
 */
export function SingleRecordTranslations({
  kind,
  title,
  description,
  className,
}: {
  kind: TranslatableKind;
  title?: string;
  description?: string;
  className?: string;
}) {
  return (
    <div className={className ?? 'space-y-3'}>
      <TranslationsCard kind={kind} id={0} {...(title ? { title } : {})} {...(description ? { description } : {})} />
      <TranslationCoverage kind={kind} />
    </div>
  );
}

export function TranslationsCard({
  kind,
  id,
  title = messages.title,
  description = messages.description,
}: {
  kind: TranslatableKind;
  id: number;
  title?: string;
  description?: string;
}) {
  const answer = useQuery(queries.translations(kind, id));
  const [locale, setLocale] = useState<TranslationLocale>('hi');
  return (
    <SettingsCard id={`translations-${kind}-${id}`} title={title} description={description}>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{messages.languages}</legend>
        {TRANSLATION_LOCALES.map((l) => (
          <button
            key={l}
            type="button"
            aria-pressed={l === locale}
            onClick={() => setLocale(l)}
            className={buttonClass(l === locale ? 'primary' : 'secondary', 'sm')}
          >
            {TRANSLATION_LOCALE_LABELS[l]}
          </button>
        ))}
      </fieldset>
      {answer.data ? (
        <TranslationsForm key={`${locale} ${answer.dataUpdatedAt}`} kind={kind} id={id} locale={locale} answer={answer.data} />
      ) : answer.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {messages.loadFailed}
        </p>
      ) : null}
    </SettingsCard>
  );
}

const sameValue = (a: TranslatedValue | undefined, b: TranslatedValue | undefined) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

function TranslationsForm({
  kind,
  id,
  locale,
  answer,
}: {
  kind: TranslatableKind;
  id: number;
  locale: TranslationLocale;
  answer: TranslationsAnswer;
}) {
  const saved = answer.translations[locale];
  const [values, setValues] = useState<Record<string, TranslatedValue>>(saved);
  const write = useSaveSettings(mutations.translations, messages);
  const { tag, dir } = LOCALE_INFO[locale];
  const language = TRANSLATION_LOCALE_LABELS[locale];
  const fields = Object.entries(fieldsOf(kind)).filter(([field]) => {
    const english = answer.english[field];
    return Array.isArray(english) ? english.length > 0 : (english ?? '').trim() !== '';
  });
  const set = (field: string, value: TranslatedValue) => setValues((v) => ({ ...v, [field]: value }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const changed: Record<string, TranslatedValue | null> = {};
    for (const [field] of fields) {
      const value = values[field];
      if (sameValue(value, saved[field])) continue;
      const empty = Array.isArray(value) ? value.every((item) => item.trim() === '') : (value ?? '').trim() === '';
      changed[field] = empty ? null : (value ?? null);
    }
    if (Object.keys(changed).length === 0) return;
    const update: TranslationsUpdate = { [locale]: changed };
    void write.save({ kind, id, update });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      {fields.length === 0 ? <p className="text-sm text-slate-600">{messages.emptyEnglish}</p> : null}
      {fields.map(([field, spec]) => {
        const english = answer.english[field]!;
        const inputId = `tr-${kind}-${id}-${locale}-${field}`;
        const common = { lang: tag, dir, className: inputClass };
        return (
          <div key={field} className="space-y-1">
            {Array.isArray(english) ? (
              <fieldset className="space-y-2">
                <legend className={labelClass}>{`${spec.label} (${language})`}</legend>
                {english.map((item, i) => (
                  <label key={item} className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:items-center">
                    <span className="text-sm text-slate-600" lang="en">
                      {item}
                    </span>
                    <input
                      {...common}
                      aria-label={`${item} (${language})`}
                      value={(values[field] as string[] | undefined)?.[i] ?? ''}
                      onChange={(e) => {
                        const list = english.map((_, j) => (values[field] as string[] | undefined)?.[j] ?? '');
                        list[i] = e.target.value;
                        set(field, list);
                      }}
                    />
                  </label>
                ))}
              </fieldset>
            ) : (
              <>
                <label htmlFor={inputId} className={labelClass}>{`${spec.label} (${language})`}</label>
                <p className="text-sm whitespace-pre-line text-slate-600">
                  {messages.english} <span lang="en">{english}</span>
                </p>
                {spec.shape === 'paragraphs' ? (
                  <textarea
                    id={inputId}
                    rows={4}
                    {...common}
                    value={String(values[field] ?? '')}
                    onChange={(e) => set(field, e.target.value)}
                  />
                ) : (
                  <input id={inputId} {...common} value={String(values[field] ?? '')} onChange={(e) => set(field, e.target.value)} />
                )}
              </>
            )}
          </div>
        );
      })}
      <button type="submit" disabled={write.pending} className={buttonClass('primary', 'md')}>
        {write.pending ? messages.saving : messages.save(language)}
      </button>
    </form>
  );
}
