import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants';
import { noControlChars, optionalText, requiredText } from './common';

/**
 * PUT /api/admin/media/{id}: the alt text used wherever the image appears and, when sent, the file's name, which
 * visitors see (the gallery shows it; SECURITY Low 7).
 */
export const mediaUpdateSchema = v.object({
  alt: v.pipe(optionalText('Alt text', TEXT_LIMITS.alt), noControlChars('Alt text')),
  originalName: v.optional(
    v.pipe(
      requiredText('Name', TEXT_LIMITS.originalName),
      noControlChars('Name'),
      v.check((s: string) => !/[\\/]/.test(s), 'Name must not contain / or \\'),
    ),
  ),
});

export const mediaQuerySchema = v.object({
  search: v.optional(v.pipe(v.string('Search must be one piece of text'), v.maxLength(TEXT_LIMITS.search, 'Search is too long')), ''),
});
