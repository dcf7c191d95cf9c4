// The product editor's working copy: made from the stored product, compared with it (unsaved changes), and turned
// into the whole ProductInput the PUT sends.
import type { TransportMode } from '../../../shared/availability/availability';
import { indiaDate } from '../../../shared/india-time';
import type { PriceUnit } from '../../../shared/prices/prices';
import { type DetailTexts, detailTextsOf } from '../../../shared/product-detail-texts';
import type { ProductInput } from '../../../shared/schemas/catalog';
import type { ProductWithDetails } from '../../../shared/types';

/** A row of a list the owner edits; `key` keeps each row's inputs in place while rows come and go. */
export type OriginDraft = { key: number; country: string; months: number[]; mode: TransportMode | null };
export type VarietyDraft = { key: number; name: string };
export type ImageDraft = { path: string; alt: string };

export type ProductDraft = {
  name: string;
  slug: string;
  categoryId: string;
  origin: string;
  description: string;
  isActive: boolean;
  isFeatured: boolean;
  moreImages: ImageDraft[];
  varieties: VarietyDraft[];
  origins: OriginDraft[];
  /** The indicative price as typed: no lowest and no highest price means none. */
  priceMin: string;
  priceMax: string;
  priceUnit: PriceUnit;
  priceAsOf: string;
} & DetailTexts;

let lastKey = 0;
export const nextRowKey = () => ++lastKey;

export function draftOf(product: ProductWithDetails): ProductDraft {
  return {
    name: product.name,
    slug: product.slug,
    categoryId: String(product.categoryId),
    origin: product.origin,
    description: product.description,
    isActive: product.isActive,
    isFeatured: product.isFeatured,
    moreImages: product.moreImages.map(({ path, alt }) => ({ path, alt })),
    varieties: product.varieties.map((name) => ({ key: nextRowKey(), name })),
    origins: product.origins.map(({ country, months, mode }) => ({ key: nextRowKey(), country, months: [...months], mode: mode ?? null })),
    ...detailTextsOf(product),
    priceMin: product.price ? String(product.price.min) : '',
    priceMax: product.price ? String(product.price.max) : '',
    priceUnit: product.price?.unit ?? 'carton',
    // A new price is today's unless the owner says otherwise.
    priceAsOf: product.price?.asOf ?? indiaDate(Date.now()),
  };
}

/** The price the PUT sends: none when both prices are empty; one typed alone is a single price. */
function priceOf(draft: ProductDraft) {
  const min = draft.priceMin.trim();
  const max = draft.priceMax.trim();
  if (min === '' && max === '') return null;
  const number = (text: string) => (text === '' ? Number.NaN : Number(text));
  return { min: number(min || max), max: number(max || min), unit: draft.priceUnit, asOf: draft.priceAsOf };
}

/**
 * The body of the PUT, before the shared schema checks it: every field, the details included, rows as on screen; the
 * image is the form's own draft.
 */
export function inputOf(draft: ProductDraft) {
  return {
    name: draft.name,
    slug: draft.slug,
    description: draft.description,
    // spec §5: categoryId is sent as an integer.
    categoryId: draft.categoryId === '' ? undefined : Number.parseInt(draft.categoryId, 10),
    origin: draft.origin,
    isFeatured: draft.isFeatured,
    isActive: draft.isActive,
    varieties: draft.varieties.map((row) => row.name),
    origins: draft.origins.map(({ country, months, mode }) => ({ country, months: [...months].sort((x, y) => x - y), mode })),
    moreImages: draft.moreImages.map((picked) => picked.path),
    ...detailTextsOf(draft),
    price: priceOf(draft),
  };
}

/** Whether two drafts hold the same product (row keys aside): what decides "unsaved changes". */
export function sameDraft(a: ProductDraft, b: ProductDraft): boolean {
  return JSON.stringify(inputOf(a)) === JSON.stringify(inputOf(b));
}

/**
 * The product as its saved draft would make it now: the draft's changed fields over the live product (what publishing
 * does), so a live edit made since is kept. What the editor opens with while a draft exists.
 */
export function withDraft(product: ProductWithDetails, input: ProductInput, changed: readonly string[]): ProductWithDetails {
  const altOf = new Map(product.moreImages.map((image) => [image.path, image.alt]));
  const drafted = {
    ...product,
    name: input.name,
    slug: input.slug ?? product.slug,
    description: input.description,
    categoryId: input.categoryId,
    origin: input.origin,
    isActive: input.isActive,
    isFeatured: input.isFeatured,
    image: input.image,
    varieties: input.varieties ?? product.varieties,
    origins: input.origins ?? product.origins,
    moreImages: input.moreImages?.map((path) => ({ path, alt: altOf.get(path) ?? '' })) ?? product.moreImages,
    ...detailTextsOf(input, product),
    price: input.price === undefined ? product.price : input.price,
  };
  const chosen = new Set(changed);
  const merged: Record<string, unknown> = { ...product };
  for (const key of Object.keys(drafted) as Array<keyof ProductWithDetails>) if (chosen.has(key)) merged[key] = drafted[key];
  return merged as ProductWithDetails;
}
