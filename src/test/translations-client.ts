// The owner's translations API as the tests call it: a record's translations, a save, the coverage, the Undo of a
// save (its Change-Id), and the history's newest revision of a kind's translations.
import type { RevisionDetail, RevisionPage } from '../shared/history/history';
import { ADMIN_API } from '../shared/paths';
import type { TranslationCoverage, TranslationsAnswer } from '../shared/translations/translatable';
import type { SiteClient } from '../tooling/harness/site-client';

export function translationsClient(admin: SiteClient) {
  return {
    read: async (kind: string, id: number) => (await (await admin.get(ADMIN_API.translations(kind, id))).json()) as TranslationsAnswer,
    put: (kind: string, id: number, json: unknown) => admin.put(ADMIN_API.translations(kind, id), { json }),
    coverage: async () => (await (await admin.get(ADMIN_API.translationCoverage)).json()) as TranslationCoverage,
    undo: (saved: Response) => admin.post(`/api/admin/history/changes/${saved.headers.get('change-id')}/undo`),
    /** The newest revision of `kind`'s translations (`${kind}-translations`) in the history, with what it changed. */
    latestRevision: async (kind: string) => {
      const page = (await (await admin.get(`${ADMIN_API.history}?kind=${kind}-translations`)).json()) as RevisionPage;
      return (await (await admin.get(ADMIN_API.revision(page.revisions[0]!.id))).json()) as RevisionDetail;
    },
  };
}
