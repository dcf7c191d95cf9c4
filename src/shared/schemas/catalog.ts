import * as v from 'valibot';
import { TEXT_LIMITS } from '../constants';
import { booleanField, idSchema, imagePath, noControlChars, optionalText, requiredText, singleLine } from './common';

const name = (label: string) => v.pipe(requiredText(label, TEXT_LIMITS.name), singleLine(label), noControlChars(label));
const description = v.pipe(optionalText('Description', TEXT_LIMITS.description), noControlChars('Description'));

/** POST and PUT /api/admin/categories. New categories default to active (spec §4). */
export const categoryInputSchema = v.object({
  name: name('Category name'),
  description,
  isActive: v.optional(booleanField('isActive'), true),
  image: v.optional(imagePath('Image'), null),
});
export type CategoryInput = v.InferOutput<typeof categoryInputSchema>;
/** PUT replaces the whole category: every field must be sent, so nothing is reset by leaving it out. */
export const categoryUpdateSchema = v.required(categoryInputSchema);

/** POST and PUT /api/admin/products. Active by default, not featured (spec §4). */
export const productInputSchema = v.object({
  name: name('Product name'),
  description,
  categoryId: v.pipe(
    v.number('Category is required'),
    v.integer('Category must be a whole number'),
    v.check((n) => v.is(idSchema, n), 'Category must be a valid category id'),
  ),
  origin: v.pipe(optionalText('Origin', TEXT_LIMITS.origin), singleLine('Origin'), noControlChars('Origin')),
  isFeatured: v.optional(booleanField('isFeatured'), false),
  isActive: v.optional(booleanField('isActive'), true),
  image: v.optional(imagePath('Image'), null),
});
export type ProductInput = v.InferOutput<typeof productInputSchema>;
/** PUT replaces the whole product: every field must be sent, so nothing is reset by leaving it out. */
export const productUpdateSchema = v.required(productInputSchema);

/** POST and PUT /api/admin/gallery/folders. */
export const folderInputSchema = v.object({
  name: name('Folder name'),
  description,
});
export type FolderInput = v.InferOutput<typeof folderInputSchema>;
