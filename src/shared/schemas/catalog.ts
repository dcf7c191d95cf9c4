import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants';
import { knownPlaceholders } from '../site-texts/site-texts-schema';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../slug';
import { booleanField, idSchema, imagePath, noControlChars, optionalText, requiredText, singleLine } from './common';
import { productDetailsEntries } from './product-details';

/** The fields every catalogue entry starts with (a category, a product, a gallery folder). */
const nameAndDescription = (nameLabel: string) => ({
  name: v.pipe(requiredText(nameLabel, TEXT_LIMITS.name), singleLine(nameLabel), noControlChars(nameLabel)),
  description: v.pipe(optionalText('Description', TEXT_LIMITS.description), noControlChars('Description')),
});
/** The fields a category and a product end with: shown on the site unless switched off, and an optional image. */
const activeAndImage = {
  isActive: v.optional(booleanField('isActive'), true),
  image: v.optional(imagePath('Image'), null),
};

/** POST and PUT /api/admin/categories. New categories default to active (spec §4). */
export const categoryInputSchema = v.object({ ...nameAndDescription('Category name'), ...activeAndImage });
export type CategoryInput = v.InferOutput<typeof categoryInputSchema>;
/** PUT replaces the whole category: every field must be sent, so nothing is reset by leaving it out. */
export const categoryUpdateSchema = v.required(categoryInputSchema);

export const slugMessages = {
  format: 'Slug may use only lowercase letters a-z, digits and single hyphens between words (e.g. fuji-apples)',
  tooLong: `Slug must be at most ${SLUG_MAX_LENGTH} characters`,
};

/**
 * The product page's address, /products/<slug>. DECISION (src/decisions/product-slugs.md): optional; missing or '' on
 * create is made from the name; on update, missing keeps the current one and '' makes it again from the name.
 */
const slugField = v.optional(
  v.pipe(
    v.string('Slug must be text'),
    v.trim(),
    v.maxLength(SLUG_MAX_LENGTH, slugMessages.tooLong),
    v.check((s) => s === '' || SLUG_PATTERN.test(s), slugMessages.format),
  ),
);

/** POST and PUT /api/admin/products. Active by default, not featured (spec §4). */
export const productInputSchema = v.object({
  ...nameAndDescription('Product name'),
  slug: slugField,
  categoryId: v.pipe(
    v.number('Category is required'),
    v.integer('Category must be a whole number'),
    v.check((n) => v.is(idSchema, n), 'Category must be a valid category id'),
  ),
  origin: v.pipe(optionalText('Origin', TEXT_LIMITS.origin), singleLine('Origin'), noControlChars('Origin')),
  isFeatured: v.optional(booleanField('isFeatured'), false),
  ...activeAndImage,
  ...productDetailsEntries,
});
export type ProductInput = v.InferOutput<typeof productInputSchema>;
/**
 * PUT replaces the whole product: every field of the spec must be sent, so nothing is reset by leaving it out. The
 * slug and the trade details (beyond the spec) may be left out, which keeps them, so a client that sends only the
 * spec's fields (the spec's quick-edit dialog) still works.
 */
export const productUpdateSchema = v.required(productInputSchema, [
  'name',
  'description',
  'categoryId',
  'origin',
  'isFeatured',
  'isActive',
  'image',
]);

/** POST and PUT /api/admin/gallery/folders. */
/** POST and PUT /api/admin/gallery/folders; the description may name the Page Texts' placeholders ({shops}, {hours}). */
export const folderInputSchema = v.object({
  ...nameAndDescription('Folder name'),
  description: v.pipe(
    optionalText('Description', TEXT_LIMITS.description),
    noControlChars('Description'),
    knownPlaceholders('Description'),
  ),
});
export type FolderInput = v.InferOutput<typeof folderInputSchema>;
