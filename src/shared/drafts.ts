// Drafts (DECISION src/decisions/drafts.md): what the admin reads and sends of them, and where their previews are.
import type { ProductInput } from './schemas/catalog';
import type { SiteTextsUpdate } from './site-texts/site-texts-schema';

/**
 * A product's draft: its editor's input (null: none), the fields it changes from the live product (only those are
 * published), when it was saved, and the product's version after it.
 */
export type ProductDraftAnswer = { draft: ProductInput | null; changed: string[]; savedAt: number | null; version: number };
/** The page texts' draft: each text it changes (null: back to the starting text); empty when there is none. */
export type TextsDraftAnswer = { draft: SiteTextsUpdate };
/** Which drafts exist: each product's by id (when saved), and whether the texts have one. */
export type DraftsOverview = { products: Record<number, number>; texts: boolean };

/** The pages the texts' draft can be previewed on. */
export const TEXT_PREVIEW_PAGES = ['home', 'about'] as const;
export type TextPreviewPage = (typeof TEXT_PREVIEW_PAGES)[number];

/** The owner's previews: the real page with the draft, under /admin (never cached, never indexed). */
export const PREVIEW = {
  product: (id: number) => `/admin/preview/products/${id}`,
  texts: (page: TextPreviewPage) => `/admin/preview/texts/${page}`,
} as const;
