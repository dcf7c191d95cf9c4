import type { CategoryInput } from '../../../shared/schemas/catalog';
import type { Category } from '../../../shared/types';
import { entityRows } from '../../db/entity-rows';
import { newIdSql } from '../../db/migrations';
import type { Db } from '../../db/open-database';
import { type CatalogItemRow, catalogItemFields, imageAltColumn } from './catalog-item-row';

/** The id a new row gets: never one a deleted row had (src/decisions/history.md). */
const NEW_ID = newIdSql('categories');

type Row = CatalogItemRow & { product_count: number };

const toCategory = (r: Row): Category => ({ ...catalogItemFields(r), productCount: r.product_count });

const IMAGE_ALT = imageAltColumn('c');

export function createCategoriesRepo(db: Db) {
  // Public lists count active products only; the admin sees every product.
  const listActive = db.prepare<[], Row>(
    `SELECT c.*, ${IMAGE_ALT}, (SELECT COUNT(*) FROM products p WHERE p.category_id = c.id AND p.is_active = 1) AS product_count
     FROM categories c WHERE c.is_active = 1 ORDER BY c.position, c.id`,
  );
  const listAll = db.prepare<[], Row>(
    `SELECT c.*, ${IMAGE_ALT}, (SELECT COUNT(*) FROM products p WHERE p.category_id = c.id) AS product_count
     FROM categories c ORDER BY c.position, c.id`,
  );
  const getOne = db.prepare<{ id: number }, Row>(
    `SELECT c.*, ${IMAGE_ALT}, (SELECT COUNT(*) FROM products p WHERE p.category_id = c.id) AS product_count
     FROM categories c WHERE c.id = @id`,
  );
  const insert = db.prepare(
    `INSERT INTO categories (id, name, description, image, is_active, created_at)
     VALUES (${NEW_ID}, @name, @description, @image, @isActive, @now)`,
  );
  const update = db.prepare(
    `UPDATE categories SET name = @name, description = @description, image = @image, is_active = @isActive WHERE id = @id`,
  );
  const remove = db.prepare(`DELETE FROM categories WHERE id = @id`);
  const count = db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM categories`);

  const params = (input: CategoryInput) => ({
    name: input.name,
    description: input.description,
    image: input.image,
    isActive: input.isActive ? 1 : 0,
  });

  return {
    listActive: (): Category[] => listActive.all().map(toCategory),
    listAll: (): Category[] => listAll.all().map(toCategory),
    ...entityRows({ getOne, insert, update, remove }, params, toCategory),
    count: (): number => count.get()!.n,
  };
}
export type CategoriesRepo = ReturnType<typeof createCategoriesRepo>;
