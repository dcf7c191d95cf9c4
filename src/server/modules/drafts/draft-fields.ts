import { detailTextsOf } from '../../../shared/product-detail-texts';
import { type ProductInput, productInputSchema } from '../../../shared/schemas/catalog';
import type { ProductWithDetails } from '../../../shared/types';

export type ProductInputField = keyof ProductInput;
/** Every field of a product's editor input (the schema's own list), which a draft holds whole. */
export const PRODUCT_INPUT_FIELDS = Object.keys(productInputSchema.entries) as ProductInputField[];

/** The live product as the editor's input would send it. */
export function liveInputOf(product: ProductWithDetails): ProductInput {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    categoryId: product.categoryId,
    origin: product.origin,
    isFeatured: product.isFeatured,
    isActive: product.isActive,
    image: product.image,
    varieties: product.varieties,
    origins: product.origins.map(({ country, months, mode }) => ({ country, months, mode: mode ?? null })),
    moreImages: product.moreImages.map((image) => image.path),
    ...detailTextsOf(product),
    price: product.price,
  };
}

const comparable = (field: ProductInputField, value: unknown) =>
  JSON.stringify(
    field === 'origins' && Array.isArray(value)
      ? value.map(({ country, months, mode }: { country: string; months: number[]; mode?: unknown }) => ({
          country,
          months,
          mode: mode ?? null,
        }))
      : (value ?? null),
  );

/** The fields a draft changes from the live product it was saved beside (a field it leaves out is not one). */
export function changedFields(live: ProductInput, draft: ProductInput): ProductInputField[] {
  return PRODUCT_INPUT_FIELDS.filter(
    (field) => draft[field] !== undefined && comparable(field, draft[field]) !== comparable(field, live[field]),
  );
}

/**
 * The product a draft makes of the live one now: the draft's changed fields over the live product's, so a live edit
 * made after the draft was saved (switched off in the quick dialog, say) is kept (DECISION src/decisions/drafts.md).
 */
export function draftedInput(live: ProductInput, draft: ProductInput, changed: readonly ProductInputField[]): ProductInput {
  const merged: Record<string, unknown> = { ...live };
  for (const field of changed) merged[field] = draft[field];
  return merged as ProductInput;
}
