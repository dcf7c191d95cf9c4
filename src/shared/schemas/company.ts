import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants';
import { imagePath, noControlChars, optionalText, phoneFormat, requiredText, singleLine } from './common';

const name = (label: string) => v.pipe(requiredText(label, TEXT_LIMITS.name), singleLine(label), noControlChars(label));
const isActive = v.optional(v.boolean('Active must be true or false'), true);

/** A supplier country or a city served. */
export const namedFactInputSchema = v.object({ name: name('Name'), isActive });
export type NamedFactInput = v.InferOutput<typeof namedFactInputSchema>;

/** Only http(s) links: a javascript: or data: link can never reach a page. */
const webLink = v.pipe(
  optionalText('Link', TEXT_LIMITS.url),
  v.check((s) => {
    if (s === '') return true;
    try {
      const url = new URL(s);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'Link must be a full http:// or https:// address'),
);

export const partnerInputSchema = v.object({
  name: name('Name'),
  logoPath: v.optional(imagePath('Logo'), null),
  url: webLink,
  isActive,
});
export type PartnerInput = v.InferOutput<typeof partnerInputSchema>;

const coordinate = (label: string, limit: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.union([v.number(), v.string()], `${label} must be a number`),
        v.transform((x) => (typeof x === 'string' ? (x.trim() === '' ? null : Number(x)) : x)),
        v.nullable(
          v.pipe(
            v.number(`${label} must be a number`),
            v.finite(`${label} must be a number`),
            v.minValue(-limit, `${label} must be between -${limit} and ${limit}`),
            v.maxValue(limit, `${label} must be between -${limit} and ${limit}`),
          ),
        ),
      ),
    ),
    null,
  );

export const shopInputSchema = v.pipe(
  v.object({
    name: name('Name'),
    address: v.pipe(requiredText('Address', TEXT_LIMITS.address), noControlChars('Address')),
    phone: v.pipe(optionalText('Phone', TEXT_LIMITS.phone), phoneFormat('Phone')),
    hours: v.pipe(optionalText('Hours', TEXT_LIMITS.shortText), singleLine('Hours'), noControlChars('Hours')),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
  }),
  v.forward(
    v.check((s) => (s.latitude === null) === (s.longitude === null), 'Enter both latitude and longitude, or neither'),
    ['longitude'],
  ),
);
export type ShopInput = v.InferOutput<typeof shopInputSchema>;

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const time = (label: string) => v.nullable(v.pipe(v.string(`${label} must be a time`), v.regex(TIME, `${label} must be a time (HH:MM)`)));

const dayHours = v.pipe(
  v.object({
    weekday: v.pipe(
      v.number('Weekday must be 1 to 7'),
      v.integer('Weekday must be 1 to 7'),
      v.minValue(1, 'Weekday must be 1 to 7'),
      v.maxValue(7, 'Weekday must be 1 to 7'),
    ),
    opens: time('Opening time'),
    closes: time('Closing time'),
  }),
  v.forward(
    v.check((d) => (d.opens === null) === (d.closes === null), 'Enter both opening and closing times, or mark the day closed'),
    ['closes'],
  ),
  v.forward(
    v.check((d) => d.opens === null || d.closes === null || d.closes > d.opens, 'Closing time must be after opening time'),
    ['closes'],
  ),
);

/** All seven days at once, each weekday exactly once. */
export const businessHoursInputSchema = v.object({
  days: v.pipe(
    v.array(dayHours, 'Days must be a list'),
    v.length(7, 'Give the hours of all seven days'),
    v.check((days) => new Set(days.map((d) => d.weekday)).size === 7, 'Give each weekday once'),
  ),
});
export type BusinessHoursInput = v.InferOutput<typeof businessHoursInputSchema>;

/** The founding year; `currentYear` is the server's (India's) year, so no year in the future. */
export const foundingYearInputSchema = (currentYear: number) =>
  v.object({
    foundingYear: v.pipe(
      v.union(
        [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{4}$/, 'Founding year must be a year such as 1985'), v.transform(Number))],
        'Founding year must be a year such as 1985',
      ),
      v.number('Founding year must be a year such as 1985'),
      v.integer('Founding year must be a whole year'),
      v.minValue(1900, `Founding year must be between 1900 and ${currentYear}`),
      v.maxValue(currentYear, `Founding year must be between 1900 and ${currentYear}`),
    ),
  });

export const moveInputSchema = v.object({
  direction: v.picklist(['up', 'down'], 'Direction must be up or down'),
});
export type MoveDirection = v.InferOutput<typeof moveInputSchema>['direction'];

/** The lists the Company section keeps, as they appear in the API's paths. */
export const COMPANY_LISTS = ['countries', 'cities', 'partners', 'shops'] as const;
export type CompanyList = (typeof COMPANY_LISTS)[number];
