// A product's trade details that are plain text: stored, sent and edited as they are, so every copy of a product
// (the editor's working copy, the input a save sends, the live product a draft is compared with) takes them whole.
import type { ProductDetails } from './types';

export const DETAIL_TEXT_FIELDS = ['grades', 'packing', 'shelfLife', 'storageTemperature', 'minimumOrder', 'metaDescription'] as const;
export type DetailTextField = (typeof DETAIL_TEXT_FIELDS)[number];
export type DetailTexts = Pick<ProductDetails, DetailTextField>;

/** The plain-text details of `from`; with `otherwise`, each one `from` leaves out is taken from there. */
export function detailTextsOf(from: DetailTexts): DetailTexts;
export function detailTextsOf(from: { [F in DetailTextField]?: string | undefined }, otherwise: DetailTexts): DetailTexts;
export function detailTextsOf(from: { [F in DetailTextField]?: string | undefined }, otherwise?: DetailTexts): DetailTexts {
  return Object.fromEntries(DETAIL_TEXT_FIELDS.map((field) => [field, from[field] ?? otherwise?.[field]])) as DetailTexts;
}
