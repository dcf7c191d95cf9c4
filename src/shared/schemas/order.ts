import * as v from 'valibot';
import { MAX_ID } from '../constants';

/**
 * The lists the owner puts in order (issue "Undo anything", part 5), as they appear in the API's path
 * `PUT /api/admin/order/{list}`. Products are ordered within their category and gallery images within their folder:
 * those two name it as `within`.
 */
export const ORDERED_LISTS = [
  'categories',
  'products',
  'gallery-folders',
  'gallery-images',
  'licences',
  'shops',
  'partners',
  'countries',
  'cities',
] as const;
export type OrderedList = (typeof ORDERED_LISTS)[number];

/** The lists whose order is kept within another record: the category of the products, the folder of the images. */
export const ORDERED_WITHIN: Partial<Record<OrderedList, string>> = { products: 'Category', 'gallery-images': 'Folder' };

/** Longer than any list the owner keeps; a bound on the work one request can ask for. */
export const MAX_ORDERED_ITEMS = 1000;

const id = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(1, `${label} is not valid`),
    v.maxValue(MAX_ID, `${label} is not valid`),
  );

/** The whole list in its new order: every id it holds, each once. */
export const orderInputSchema = v.object({
  ids: v.pipe(
    v.array(id('Each id'), 'ids must be a list of ids'),
    v.minLength(1, 'ids must name the list’s items'),
    v.maxLength(MAX_ORDERED_ITEMS, `ids must name at most ${MAX_ORDERED_ITEMS} items`),
    v.check((ids) => new Set(ids).size === ids.length, 'ids must name each item once'),
  ),
  within: v.optional(id('within')),
});
export type OrderInput = v.InferOutput<typeof orderInputSchema>;
