import * as v from 'valibot';
import { calendarDay, noControlChars, optionalText, singleLine } from '../schemas/common';
import { PRODUCT_DETAIL_LIMITS } from '../schemas/product-details';
import { AVAILABILITY_STATUSES, TRANSPORT_MODES } from './availability';

export const AVAILABILITY_NOTE_LIMIT = 120;

/**
 * PUT /api/admin/availability/{productId}: one origin's status, or `status: null` to clear it (the season speaks
 * again). Arriving needs its expected day and sea or air; the other statuses keep neither.
 */
export const availabilityInputSchema = v.pipe(
  v.object({
    country: v.pipe(
      v.string('Origin must be text'),
      v.trim(),
      v.nonEmpty('Choose the origin'),
      v.maxLength(PRODUCT_DETAIL_LIMITS.country, `Origin must be at most ${PRODUCT_DETAIL_LIMITS.country} characters`),
    ),
    status: v.nullable(v.picklist(AVAILABILITY_STATUSES, 'Choose In stock, Arriving or Sold out')),
    expectedOn: v.optional(v.nullable(calendarDay('Expected arrival')), null),
    mode: v.optional(v.nullable(v.picklist(TRANSPORT_MODES, 'Choose sea or air')), null),
    note: v.optional(v.pipe(optionalText('Note', AVAILABILITY_NOTE_LIMIT), singleLine('Note'), noControlChars('Note')), ''),
    // Undo only: the day the status being put back was first set (ms), so that undoing does not make it look new.
    setAt: v.optional(v.pipe(v.number('setAt must be a number'), v.integer('setAt must be a whole number'), v.minValue(0))),
  }),
  v.forward(
    v.check((input) => input.status !== 'arriving' || input.expectedOn !== null, 'Choose the expected arrival date'),
    ['expectedOn'],
  ),
  v.forward(
    v.check((input) => input.status !== 'arriving' || input.mode !== null, 'Choose sea or air'),
    ['mode'],
  ),
  v.transform((input) => (input.status === 'arriving' ? input : { ...input, expectedOn: null, mode: null, note: '' })),
);
/** What a client sends (status null clears; setAt only for an undo). */
export type AvailabilityRequest = v.InferInput<typeof availabilityInputSchema>;

const days = (label: string, min: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be between ${min} and 90`),
    v.maxValue(90, `${label} must be between ${min} and 90`),
  );

export const PRICE_BASIS_LIMIT = 200;

/** PUT /api/admin/trade-settings, partial: how long a status and a price stand, and how prices work. */
export const tradeSettingsSchema = v.object({
  staleAfterDays: v.optional(days('Days a status stands', 1)),
  priceMaxAgeDays: v.optional(days('Days a price stands', 0)),
  priceBasis: v.optional(
    v.pipe(
      v.string('Price basis must be text'),
      v.trim(),
      v.nonEmpty('Say how prices work, e.g. “Prices on request”'),
      v.maxLength(PRICE_BASIS_LIMIT, `Price basis must be at most ${PRICE_BASIS_LIMIT} characters`),
      singleLine('Price basis'),
      noControlChars('Price basis'),
    ),
  ),
});
export type TradeSettingsInput = v.InferInput<typeof tradeSettingsSchema>;
