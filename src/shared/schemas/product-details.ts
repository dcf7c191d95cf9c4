import * as v from 'valibot';
import { TRANSPORT_MODES } from '../availability/availability';
import { MONTH_NAMES } from '../months';
import { PRICE_MAX_RUPEES, PRICE_UNITS } from '../prices/prices';
import { caseless } from '../unicode';
import { UPLOAD_PATH_PATTERN } from '../upload-names';
import { calendarDay, noControlChars, optionalText, singleLine } from './common';

/** Bounds of a product's trade details (beyond the spec): what a buyer reads on the product page. */
export const PRODUCT_DETAIL_LIMITS = {
  varieties: 12,
  variety: 60,
  origins: 12,
  country: 60,
  moreImages: 8,
  grades: 1000,
  packing: 1000,
  shelfLife: 200,
  storageTemperature: 200,
  minimumOrder: 200,
  metaDescription: 160,
} as const;
const L = PRODUCT_DETAIL_LIMITS;

const shortLine = (label: string, max: number) => v.pipe(optionalText(label, max), singleLine(label), noControlChars(label));
const paragraph = (label: string, max: number) => v.pipe(optionalText(label, max), noControlChars(label));
const sameText = (a: string, b: string) => caseless(a) === caseless(b);
const noDuplicates = (message: string) =>
  v.check((items: string[]) => items.every((x, i) => items.findIndex((y) => sameText(x, y)) === i), message);

const variety = v.pipe(
  v.string('Each variety must be text'),
  v.trim(),
  v.nonEmpty('A variety cannot be empty'),
  v.maxLength(L.variety, `Each variety must be at most ${L.variety} characters`),
  singleLine('A variety'),
  noControlChars('A variety'),
);

const month = v.pipe(
  v.number('Months must be numbers from 1 to 12'),
  v.integer('Months must be whole numbers from 1 to 12'),
  v.minValue(1, 'Months must be from 1 (January) to 12 (December)'),
  v.maxValue(12, 'Months must be from 1 (January) to 12 (December)'),
);

/** One origin: a country and the months (1-12) its fruit is available, stored sorted and without repeats. */
export const originSchema = v.object({
  country: v.pipe(
    v.string('Origin country must be text'),
    v.trim(),
    v.nonEmpty('Each origin needs a country'),
    v.maxLength(L.country, `Origin country must be at most ${L.country} characters`),
    singleLine('Origin country'),
    noControlChars('Origin country'),
  ),
  months: v.pipe(
    v.array(month, 'Months must be a list of numbers from 1 to 12'),
    v.minLength(1, 'Pick at least one month for each origin'),
    v.maxLength(MONTH_NAMES.length * 2, 'Too many months'),
    v.transform((months) => [...new Set(months)].sort((a, b) => a - b)),
  ),
  // How this origin's fruit usually comes: a buyer judges shelf life by it. Left out: not stated.
  mode: v.optional(v.nullable(v.picklist(TRANSPORT_MODES, 'Choose sea or air for each origin')), null),
});

const rupees = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be in whole rupees`),
    v.minValue(1, `${label} must be at least ₹1`),
    v.maxValue(PRICE_MAX_RUPEES, `${label} must be at most ₹1,00,00,000`),
  );

/** An indicative price: rupees from min to max (equal: one price) per unit, and the day it was true. */
export const priceSchema = v.pipe(
  v.object({
    min: rupees('Lowest price'),
    max: rupees('Highest price'),
    unit: v.picklist(PRICE_UNITS, 'Choose kg, carton or box'),
    asOf: calendarDay('Price date'),
  }),
  v.forward(
    v.check((p) => p.min <= p.max, 'The highest price must be at least the lowest'),
    ['max'],
  ),
);

/**
 * The trade details of a product, every one optional: a client that sends only the spec's fields keeps what is
 * stored (see the products routes). Lists are bounded and refuse repeats; text is bounded.
 */
export const productDetailsEntries = {
  varieties: v.optional(
    v.pipe(
      v.array(variety, 'Varieties must be a list of names'),
      v.maxLength(L.varieties, `At most ${L.varieties} varieties`),
      noDuplicates('Each variety may be listed once'),
    ),
  ),
  origins: v.optional(
    v.pipe(
      v.array(originSchema, 'Origins must be a list'),
      v.maxLength(L.origins, `At most ${L.origins} origins`),
      v.check(
        (origins) => origins.every((o, i) => origins.findIndex((p) => sameText(o.country, p.country)) === i),
        'Each origin country may be listed once',
      ),
    ),
  ),
  moreImages: v.optional(
    v.pipe(
      v.array(
        v.pipe(v.string('Images must be uploaded image paths'), v.regex(UPLOAD_PATH_PATTERN, 'Images must be uploaded image paths')),
        'Images must be a list of uploaded image paths',
      ),
      v.maxLength(L.moreImages, `At most ${L.moreImages} further images`),
      noDuplicates('Each image may be chosen once'),
    ),
  ),
  grades: v.optional(paragraph('Grades, sizes and counts', L.grades)),
  packing: v.optional(paragraph('Packing', L.packing)),
  shelfLife: v.optional(shortLine('Shelf life', L.shelfLife)),
  storageTemperature: v.optional(shortLine('Storage temperature', L.storageTemperature)),
  minimumOrder: v.optional(shortLine('Minimum order', L.minimumOrder)),
  metaDescription: v.optional(shortLine('Meta description', L.metaDescription)),
  /** null: no price (the site says the price basis alone). */
  price: v.optional(v.nullable(priceSchema)),
};
