import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants';
import { noControlChars, optionalText } from './common';

/** PUT /api/admin/media/{id}: the alt text used wherever the image appears. */
export const mediaUpdateSchema = v.object({
  alt: v.pipe(optionalText('Alt text', TEXT_LIMITS.alt), noControlChars('Alt text')),
});

export const mediaQuerySchema = v.object({
  search: v.optional(v.pipe(v.string('Search must be one piece of text'), v.maxLength(TEXT_LIMITS.search, 'Search is too long')), ''),
});
