import type { SeasonalProduct } from '../../../shared/seasons';
import type { ProductOrigin } from '../../../shared/types';
import type { Db } from '../../db/open-database';

type Row = { id: number; name: string; slug: string; origins: string; category_id: number; category_name: string };

/** The origins column as written through the product schema; anything else in it (a hand edit) is left out, never a 500. */
function originsOf(json: string): ProductOrigin[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((o): ProductOrigin[] => {
    if (typeof o?.country !== 'string' || !Array.isArray(o.months)) return [];
    const months = (o.months as unknown[]).filter((m): m is number => typeof m === 'number' && Number.isInteger(m) && m >= 1 && m <= 12);
    return [{ country: o.country, months: [...new Set(months)].sort((a, b) => a - b) }];
  });
}

/** The season pages' one read: every public product with its origins, by category in the order they were added. */
export function createSeasonsRepo(db: Db) {
  // DECISION (as everywhere): public means the product and its category are active. Featured first, as on /products.
  const listPublic = db.prepare<[], Row>(
    `SELECT p.id, p.name, p.slug, p.origins, c.id AS category_id, c.name AS category_name
       FROM products p JOIN categories c ON c.id = p.category_id
      WHERE p.is_active = 1 AND c.is_active = 1
      ORDER BY c.id, p.is_featured DESC, p.id`,
  );
  return {
    listPublic: (): SeasonalProduct[] =>
      listPublic.all().map((r) => ({
        id: r.id,
        name: r.name,
        slug: r.slug,
        categoryId: r.category_id,
        categoryName: r.category_name,
        origins: originsOf(r.origins),
      })),
  };
}
export type SeasonsRepo = ReturnType<typeof createSeasonsRepo>;
