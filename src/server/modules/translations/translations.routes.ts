import * as v from 'valibot';
import { ADMIN_API } from '../../../shared/paths';
import { type TranslationsUpdate, translationsInputSchema } from '../../../shared/schemas/translations';
import {
  fieldsOf,
  TRANSLATABLE_KINDS,
  TRANSLATION_LOCALE_LABELS,
  TRANSLATION_LOCALES,
  type TranslatableKind,
  type TranslationSource,
  type TranslationsAnswer,
} from '../../../shared/translations/translatable';
import { badRequest, orNotFound } from '../../errors';
import type { Deps, Routers } from '../../routes-context';
import { validate } from '../../validate';
import { actorOf } from '../history/actor';
import { translationsKind } from '../history/record-kinds';

const recordParams = v.object({
  kind: v.picklist(TRANSLATABLE_KINDS, `Unknown kind of content: use ${TRANSLATABLE_KINDS.join(', ')}`),
  id: v.pipe(v.string(), v.regex(/^(0|[1-9][0-9]{0,9})$/, 'Id must be a whole number'), v.transform(Number)),
});

/** A list's translation has one item per English item: a variety is never matched to another's words. */
function checkLists(kind: TranslatableKind, source: TranslationSource, update: TranslationsUpdate) {
  for (const locale of TRANSLATION_LOCALES) {
    for (const [field, value] of Object.entries(update[locale] ?? {})) {
      const english = source.english[field];
      if (!Array.isArray(value) || value.length === 0 || !Array.isArray(english) || value.length === english.length) continue;
      const label = `${TRANSLATION_LOCALE_LABELS[locale]}: ${fieldsOf(kind)[field]!.label}`;
      const message = `${label}: give one translation for each of the ${english.length} in English, in the same order`;
      throw badRequest(message, { [`${locale}.${field}`]: message });
    }
  }
}

/**
 * The owner's translations (DECISION src/decisions/content-translations.md): a record's English with its
 * translations, a save of some of them (recorded in the history, with Undo), and how much of each kind is translated
 * per language. On adminApi: a save clears the public pages' caches (content-changed.ts).
 */
export function registerTranslationRoutes({ adminApi }: Pick<Routers, 'adminApi'>, d: Pick<Deps, 'translations' | 'history'>) {
  const answer = (kind: TranslatableKind, id: number): TranslationsAnswer => {
    const source = orNotFound(d.translations.source(kind, id), 'This record no longer exists');
    return { ...source, translations: d.translations.translationsOf(kind, id) };
  };

  adminApi.get(ADMIN_API.translationCoverage, (ctx) => {
    ctx.body = d.translations.coverage();
  });

  adminApi.get('/api/admin/translations/:kind/:id', (ctx) => {
    const { kind, id } = validate(recordParams, ctx.params, 'Path');
    ctx.body = answer(kind, id);
  });

  adminApi.put('/api/admin/translations/:kind/:id', (ctx) => {
    const { kind, id } = validate(recordParams, ctx.params, 'Path');
    const update = validate(translationsInputSchema(kind), ctx.request.body);
    const source = orNotFound(d.translations.source(kind, id), 'This record no longer exists');
    checkLists(kind, source, update);
    d.history.change(actorOf(ctx), [{ kind: translationsKind(kind), id }], () => d.translations.save(kind, id, update));
    ctx.body = answer(kind, id);
  });
}
