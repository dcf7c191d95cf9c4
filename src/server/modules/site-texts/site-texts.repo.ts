import { SITE_TEXT_KEYS, type SiteTextKey, type SiteTexts, STARTING_TEXTS } from '../../../shared/site-texts/site-texts';
import type { SiteTextsUpdate } from '../../../shared/site-texts/site-texts-schema';
import type { Db } from '../../db/open-database';

/** The owner's texts: a key with no row reads as its starting text, so nothing changes until the owner edits. */
export function createSiteTextsRepo(db: Db) {
  const all = db.prepare<[], { key: string; value: string }>(`SELECT key, value FROM site_texts`);
  const upsert = db.prepare(
    `INSERT INTO site_texts (key, value) VALUES (@key, @value) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
  );
  const remove = db.prepare(`DELETE FROM site_texts WHERE key = @key`);
  const known = new Set<string>(SITE_TEXT_KEYS);

  const texts = (): SiteTexts => {
    const stored = Object.fromEntries(
      all
        .all()
        .filter((row) => known.has(row.key))
        .map((row) => [row.key, row.value]),
    );
    return { ...STARTING_TEXTS, ...stored };
  };
  /** Saves every text `change` names in one transaction; null puts a text back to its starting value. */
  const save = db.transaction((change: SiteTextsUpdate) => {
    for (const [key, value] of Object.entries(change) as Array<[SiteTextKey, string | null | undefined]>) {
      if (value === undefined) continue;
      if (value === null) remove.run({ key });
      else upsert.run({ key, value });
    }
  });

  return {
    texts,
    /** Answers every text as saved. */
    save(change: SiteTextsUpdate): SiteTexts {
      save(change);
      return texts();
    },
  };
}
export type SiteTextsRepo = ReturnType<typeof createSiteTextsRepo>;
