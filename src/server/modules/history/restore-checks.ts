import type { Snapshot } from '../../../shared/history/history';
import { uniqueSlug } from '../../../shared/slug';
import type { Db } from '../../db/open-database';
import { HttpError } from '../../errors';
import type { Target } from './history';

/** A fix the owner may ask a restore to make: 'new-slug', a product back at a new address when its own is taken. */
export type RestoreFix = 'new-slug';

/** 409 'restore-conflict' with the fix a restore could make, in words for its button. */
const needsFix = (message: string, fix: RestoreFix, fixLabel: string) =>
  new HttpError(409, 'restore-conflict', message, { details: { fix, fixLabel } });

/**
 * What a restore of a product would run into, in the owner's words, before anything is written: its address now
 * another product's (refused, with the fix of a new address; made when asked), its category gone (refused: restore
 * that first), or its category inactive (restored, with a note that it stays hidden). Answers the snapshot to put
 * back (with the new address, when asked) and the notes.
 */
export function checkProductRestore(db: Db, step: Target & { to: Snapshot | null }, fixes: readonly RestoreFix[]) {
  const row = step.kind === 'product' ? step.to?.products?.[0] : undefined;
  if (!row || !step.to) return { to: step.to, notes: [] as string[] };
  const notes: string[] = [];
  const slugOwner = db.prepare<[unknown, number], { name: string }>('SELECT name FROM products WHERE slug = ? AND id <> ?');
  let to = step.to;
  const owner = slugOwner.get(row.slug, step.id);
  if (owner) {
    if (!fixes.includes('new-slug')) {
      throw needsFix(
        `Its address "/products/${String(row.slug)}" is now used by ${owner.name}. It can come back at a new address.`,
        'new-slug',
        'Restore at a new address',
      );
    }
    const slug = uniqueSlug(String(row.name), (s) => slugOwner.get(s, step.id) !== undefined);
    to = { ...to, products: [{ ...row, slug }] };
    notes.push(`It is back at a new address: /products/${slug}.`);
  }
  const category = db
    .prepare<[unknown], { name: string; is_active: number }>('SELECT name, is_active FROM categories WHERE id = ?')
    .get(row.category_id);
  if (!category)
    throw new HttpError(409, 'conflict', 'Its category has been deleted since (it may be in the trash). Restore the category first.');
  if (category.is_active === 0)
    notes.push(`Its category ${category.name} is inactive: it stays off the site until you activate the category.`);
  return { to, notes };
}
