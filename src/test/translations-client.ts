// The owner's translations API as the tests call it: a record's translations, a save, the coverage, and the Undo of
// a save (its Change-Id).
import { ADMIN_API } from '../shared/paths';
import type { TranslationCoverage, TranslationsAnswer } from '../shared/translations/translatable';
import type { SiteClient } from '../tooling/harness/site-client';

export function translationsClient(admin: SiteClient) {
  return {
    read: async (kind: string, id: number) => (await (await admin.get(ADMIN_API.translations(kind, id))).json()) as TranslationsAnswer,
    put: (kind: string, id: number, json: unknown) => admin.put(ADMIN_API.translations(kind, id), { json }),
    coverage: async () => (await (await admin.get(ADMIN_API.translationCoverage)).json()) as TranslationCoverage,
    undo: (saved: Response) => admin.post(`/api/admin/history/changes/${saved.headers.get('change-id')}/undo`),
  };
}
