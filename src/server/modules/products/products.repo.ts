import type { ProductInput } from '../../../shared/schemas/catalog';
import type { Product } from '../../../shared/types';
import { entityRows } from '../../db/entity-rows';
import type { Db } from '../../db/open-database';
import { type CatalogItemRow, catalogItemFields, imageAltColumn } from '../categories/catalog-item-row';

type Row = CatalogItemRow & { category_id: number; category_name: string; origin: string; is_featured: number };

const toProduct = (r: Row): Product => ({
  ...catalogItemFields(r),
  origin: r.origin,
  categoryId: r.category_id,
  categoryName: r.category_name,
  isFeatured: r.is_featured === 1,
});

// The media library's alt text of the product's image comes along.
const SELECT = `SELECT p.*, c.name AS category_name, ${imageAltColumn('p')}
  FROM products p JOIN categories c ON c.id = p.category_id`;
// Featured first, then the order they were added: stable, and what a buyer wants to see first.
const ORDER = `ORDER BY p.is_featured DESC, p.id`;

export function createProductsRepo(db: Db) {
  // DECISION: a product is public only when it and its category are both active.
  const listActive = db.prepare<[], Row>(`${SELECT} WHERE p.is_active = 1 AND c.is_active = 1 ${ORDER}`);
  const listActiveInCategory = db.prepare<{ categoryId: number }, Row>(
    `${SELECT} WHERE p.is_active = 1 AND c.is_active = 1 AND p.category_id = @categoryId ${ORDER}`,
  );
  const listAll = db.prepare<[], Row>(`${SELECT} ORDER BY p.id`);
  const getOne = db.prepare<{ id: number }, Row>(`${SELECT} WHERE p.id = @id`);
  const insert = db.prepare(
    `INSERT INTO products (category_id, name, description, origin, image, is_active, is_featured, created_at)
     VALUES (@categoryId, @name, @description, @origin, @image, @isActive, @isFeatured, @now)`,
  );
  const update = db.prepare(
    `UPDATE products SET category_id = @categoryId, name = @name, description = @description, origin = @origin,
       image = @image, is_active = @isActive, is_featured = @isFeatured WHERE id = @id`,
  );
  const remove = db.prepare(`DELETE FROM products WHERE id = @id`);
  const countInCategory = db.prepare<{ categoryId: number }, { n: number }>(
    `SELECT COUNT(*) AS n FROM products WHERE category_id = @categoryId`,
  );

  const params = (input: ProductInput) => ({
    categoryId: input.categoryId,
    name: input.name,
    description: input.description,
    origin: input.origin,
    image: input.image,
    isActive: input.isActive ? 1 : 0,
    isFeatured: input.isFeatured ? 1 : 0,
  });

  return {
    listActive: (categoryId?: number): Product[] =>
      (categoryId === undefined ? listActive.all() : listActiveInCategory.all({ categoryId })).map(toProduct),
    listAll: (): Product[] => listAll.all().map(toProduct),
    ...entityRows({ getOne, insert, update, remove }, params, toProduct),
    countInCategory: (categoryId: number): number => countInCategory.get({ categoryId })!.n,
  };
}
export type ProductsRepo = ReturnType<typeof createProductsRepo>;
