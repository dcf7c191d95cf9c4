import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants';
import { booleanField, idSchema, imagePath, noControlChars, optionalText, requiredText, singleLine } from './common';

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

/** POST and PUT /api/admin/products. Active by default, not featured (spec §4). */
export const productInputSchema = v.object({
  ...nameAndDescription('Product name'),
  categoryId: v.pipe(
    v.number('Category is required'),
    v.integer('Category must be a whole number'),
    v.check((n) => v.is(idSchema, n), 'Category must be a valid category id'),
  ),
  origin: v.pipe(optionalText('Origin', TEXT_LIMITS.origin), singleLine('Origin'), noControlChars('Origin')),
  isFeatured: v.optional(booleanField('isFeatured'), false),
  ...activeAndImage,
});
export type ProductInput = v.InferOutput<typeof productInputSchema>;
/** PUT replaces the whole product: every field must be sent, so nothing is reset by leaving it out. */
export const productUpdateSchema = v.required(productInputSchema);

/** POST and PUT /api/admin/gallery/folders. */
export const folderInputSchema = v.object(nameAndDescription('Folder name'));
export type FolderInput = v.InferOutput<typeof folderInputSchema>;
