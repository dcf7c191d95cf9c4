import type { ProductInput } from '../../../shared/schemas/catalog';
import { SITE_TEXT_KEYS, type SiteTextKey } from '../../../shared/site-texts/site-texts';
import type { SiteTextsUpdate } from '../../../shared/site-texts/site-texts-schema';
import type { Db } from '../../db/open-database';
import type { ProductInputField } from './draft-fields';

/**
 * A product's draft: the editor's whole input for its next version, the fields in which it differed from the live
 * product when it was saved, and when that was (epoch ms).
 */
export type ProductDraft = { input: ProductInput; changed: ProductInputField[]; savedAt: number };

/**
 * Drafts (DECISION src/decisions/drafts.md): a product's next version and page texts not yet published. No public
 * read ever names these tables; a preview applies a draft inside a transaction it rolls back.
 */
export function createDraftsRepo(db: Db) {
  const productDraft = db.prepare<{ id: number }, { content: string; changed: string; saved_at: number }>(
    'SELECT content, changed, saved_at FROM product_drafts WHERE product_id = @id',
  );
  const saveProduct = db.prepare(
    `INSERT INTO product_drafts (product_id, content, changed, saved_at) VALUES (@id, @content, @changed, @savedAt)
     ON CONFLICT (product_id) DO UPDATE SET content = excluded.content, changed = excluded.changed, saved_at = excluded.saved_at`,
  );
  const dropProduct = db.prepare('DELETE FROM product_drafts WHERE product_id = @id');
  const draftedProducts = db.prepare<[], { product_id: number; saved_at: number }>('SELECT product_id, saved_at FROM product_drafts');
  const textRows = db.prepare<[], { key: string; value: string | null }>('SELECT key, value FROM site_text_drafts ORDER BY key');
  const saveText = db.prepare(
    'INSERT INTO site_text_drafts (key, value) VALUES (@key, @value) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  const dropTexts = db.prepare('DELETE FROM site_text_drafts');
  const known = new Set<string>(SITE_TEXT_KEYS);

  return {
    product(id: number): ProductDraft | undefined {
      const row = productDraft.get({ id });
      return (
        row && {
          input: JSON.parse(row.content) as ProductInput,
          changed: JSON.parse(row.changed) as ProductInputField[],
          savedAt: row.saved_at,
        }
      );
    },
    /** The products that have a draft, with when it was saved: the admin's list marks them. */
    draftedProducts(): Record<number, number> {
      return Object.fromEntries(draftedProducts.all().map((row) => [row.product_id, row.saved_at]));
    },
    saveProduct(id: number, input: ProductInput, changed: readonly ProductInputField[], savedAt: number): void {
      saveProduct.run({ id, content: JSON.stringify(input), changed: JSON.stringify(changed), savedAt });
    },
    /** False when the product had no draft. */
    dropProduct(id: number): boolean {
      return dropProduct.run({ id }).changes > 0;
    },
    /** The texts the draft changes (null: back to the starting text); empty when there is no draft. */
    texts(): SiteTextsUpdate {
      return Object.fromEntries(
        textRows
          .all()
          .filter((row) => known.has(row.key))
          .map((row) => [row.key as SiteTextKey, row.value]),
      );
    },
    /** Adds `change` to the texts' draft (each key named replaces its draft value). */
    saveTexts: db.transaction((change: SiteTextsUpdate) => {
      for (const [key, value] of Object.entries(change)) if (value !== undefined) saveText.run({ key, value });
    }),
    /** False when there was no draft. */
    dropTexts(): boolean {
      return dropTexts.run().changes > 0;
    },
  };
}
export type DraftsRepo = ReturnType<typeof createDraftsRepo>;
