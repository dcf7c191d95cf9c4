import type { PriceUnit } from '../../../shared/prices/prices';
import { detailTextsOf } from '../../../shared/product-detail-texts';
import type { ProductInput } from '../../../shared/schemas/catalog';
import type { SeasonalProduct } from '../../../shared/seasons/seasons';
import { uniqueSlug } from '../../../shared/slug';
import type { Product, ProductDetails, ProductOrigin, ProductWithDetails } from '../../../shared/types';
import { UPLOADS_URL_PREFIX } from '../../../shared/upload-names';
import { entityRows } from '../../db/entity-rows';
import { newIdSql } from '../../db/migrations';
import type { Db } from '../../db/open-database';
import { type CatalogItemRow, catalogItemFields, imageAltColumn } from '../categories/catalog-item-row';

/** The id a new row gets: never one a deleted row had (src/decisions/history.md). */
const NEW_ID = newIdSql('products');

type Row = CatalogItemRow & {
  slug: string;
  category_id: number;
  category_name: string;
  category_active: number;
  origin: string;
  is_featured: number;
  updated_at: string;
};

/** An active product with its origins (listActiveWithOrigins): what the season pages and the availability list read. */
type OriginsRow = {
  id: number;
  name: string;
  slug: string;
  origins: string;
  category_id: number;
  category_name: string;
  is_public: number;
};

/** The trade details' columns (migration 4); the lists are JSON arrays, read and written here only. */
type DetailsRow = {
  varieties: string;
  origins: string;
  /** JSON array of the further images with their media library alt text (the SELECT_DETAILED column). */
  more_images_alt: string;
  grades: string;
  packing: string;
  shelf_life: string;
  storage_temperature: string;
  minimum_order: string;
  meta_description: string;
  price_min: number | null;
  price_max: number | null;
  price_unit: PriceUnit | null;
  price_on: string | null;
};

const toProduct = (r: Row): Product => ({
  ...catalogItemFields(r),
  slug: r.slug,
  origin: r.origin,
  categoryId: r.category_id,
  categoryName: r.category_name,
  isFeatured: r.is_featured === 1,
});

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
    const mode = o.mode === 'sea' || o.mode === 'air' ? o.mode : null;
    return [{ country: o.country, months: [...new Set(months)].sort((a, b) => a - b), mode }];
  });
}

const toProductWithDetails = (r: Row & DetailsRow): ProductWithDetails => ({
  ...toProduct(r),
  varieties: JSON.parse(r.varieties) as string[],
  origins: originsOf(r.origins),
  moreImages: JSON.parse(r.more_images_alt) as ProductDetails['moreImages'],
  grades: r.grades,
  packing: r.packing,
  shelfLife: r.shelf_life,
  storageTemperature: r.storage_temperature,
  minimumOrder: r.minimum_order,
  metaDescription: r.meta_description,
  price:
    r.price_min !== null && r.price_max !== null && r.price_unit !== null && r.price_on !== null
      ? { min: r.price_min, max: r.price_max, unit: r.price_unit, asOf: r.price_on }
      : null,
  updatedAt: r.updated_at,
});

/** The details as stored: further images by path only (their alt text is the media library's, read with them). */
type StoredDetails = Omit<ProductDetails, 'moreImages'> & { moreImages: string[] };
/** A product's details when none were sent: what the API answers for them then. */
export const NO_DETAILS: StoredDetails = {
  varieties: [],
  origins: [],
  moreImages: [],
  grades: '',
  packing: '',
  shelfLife: '',
  storageTemperature: '',
  minimumOrder: '',
  metaDescription: '',
  price: null,
};
const DETAIL_KEYS = Object.keys(NO_DETAILS) as Array<keyof StoredDetails>;

/** `base` with every detail the input sends: a detail left out keeps `base`'s value. */
function detailsOf(input: ProductInput, base: StoredDetails): StoredDetails {
  const details = { ...base };
  for (const key of DETAIL_KEYS) if (input[key] !== undefined) (details as Record<string, unknown>)[key] = input[key];
  return details;
}

const storedDetails = (p: ProductWithDetails): StoredDetails => ({
  varieties: p.varieties,
  origins: p.origins,
  moreImages: p.moreImages.map((i) => i.path),
  ...detailTextsOf(p),
  price: p.price,
});

/** What a product page's address leads to: the product that has the slug now, or the one that had it before. */
export type SlugMatch = { product: ProductWithDetails; public: boolean; current: boolean };

/** A product page as the sitemap lists it. */
export type ProductPageEntry = { slug: string; updatedAt: string };

// The media library's alt text of the product's image comes along.
const SELECT = `SELECT p.*, c.name AS category_name, c.is_active AS category_active, ${imageAltColumn('p')}
  FROM products p JOIN categories c ON c.id = p.category_id`;
// With the trade details: the further images in their order, each with its media library alt text.
const SELECT_DETAILED = `SELECT p.*, c.name AS category_name, c.is_active AS category_active, ${imageAltColumn('p')},
  (SELECT json_group_array(json_object('path', j.value, 'alt', coalesce(m.alt, '')) ORDER BY j.key)
     FROM json_each(p.more_images) j LEFT JOIN media m ON m.filename = substr(j.value, ${UPLOADS_URL_PREFIX.length + 1})) AS more_images_alt
  FROM products p JOIN categories c ON c.id = p.category_id`;
// DECISION (src/decisions/public-visibility.md): a product is public only when it and its category are both active: the one rule, over
// `products p JOIN categories c` (a quote checks it too: enquiries.repo).
export const PUBLIC = `p.is_active = 1 AND c.is_active = 1`;
// DECISION (src/decisions/owner-order.md): the owner's order, category by category; all products together show the
// featured ones first (what a buyer wants to see first), each part in that order.
const OWNER_ORDER = `c.position, c.id, p.position, p.id`;
const ORDER = `ORDER BY p.is_featured DESC, ${OWNER_ORDER}`;

export function createProductsRepo(db: Db) {
  const listActive = db.prepare<[], Row>(`${SELECT} WHERE ${PUBLIC} ${ORDER}`);
  const listActiveInCategory = db.prepare<{ categoryId: number }, Row>(
    `${SELECT} WHERE ${PUBLIC} AND p.category_id = @categoryId ORDER BY p.position, p.id`,
  );
  const listAll = db.prepare<[], Row>(`${SELECT} ORDER BY ${OWNER_ORDER}`);
  const getOne = db.prepare<{ id: number }, Row & DetailsRow>(`${SELECT_DETAILED} WHERE p.id = @id`);
  const bySlug = db.prepare<{ slug: string }, Row & DetailsRow>(`${SELECT_DETAILED} WHERE p.slug = @slug`);
  const byOldSlug = db.prepare<{ slug: string }, Row & DetailsRow>(
    `${SELECT_DETAILED} JOIN product_slug_redirects r ON r.product_id = p.id WHERE r.slug = @slug`,
  );
  const slugOwner = db.prepare<{ slug: string }, { id: number }>(`SELECT id FROM products WHERE slug = @slug`);
  // The season pages' and the availability list's one read: in the owner's order, category by category.
  const listWithOrigins = db.prepare<[], OriginsRow>(
    `SELECT p.id, p.name, p.slug, p.origins, c.id AS category_id, c.name AS category_name, (${PUBLIC}) AS is_public
       FROM products p JOIN categories c ON c.id = p.category_id WHERE p.is_active = 1 ORDER BY ${OWNER_ORDER}`,
  );
  const priceDays = db.prepare<[], { price_on: string }>(
    `SELECT DISTINCT price_on FROM products WHERE price_on IS NOT NULL AND is_active = 1`,
  );
  const pageEntries = db.prepare<[], ProductPageEntry>(
    `SELECT p.slug, p.updated_at AS updatedAt FROM products p JOIN categories c ON c.id = p.category_id WHERE ${PUBLIC} ${ORDER}`,
  );
  const insert = db.prepare(
    `INSERT INTO products (id, category_id, name, slug, description, origin, image, is_active, is_featured, created_at, updated_at,
       varieties, origins, more_images, grades, packing, shelf_life, storage_temperature, minimum_order, meta_description,
       price_min, price_max, price_unit, price_on)
     VALUES (${NEW_ID}, @categoryId, @name, @slug, @description, @origin, @image, @isActive, @isFeatured, @now, @updatedAt,
       @varieties, @origins, @moreImages, @grades, @packing, @shelfLife, @storageTemperature, @minimumOrder, @metaDescription,
       @priceMin, @priceMax, @priceUnit, @priceOn)`,
  );
  const update = db.prepare(
    `UPDATE products SET category_id = @categoryId, name = @name, slug = @slug, description = @description, origin = @origin,
       image = @image, is_active = @isActive, is_featured = @isFeatured, updated_at = @updatedAt,
       varieties = @varieties, origins = @origins, more_images = @moreImages, grades = @grades, packing = @packing,
       shelf_life = @shelfLife, storage_temperature = @storageTemperature, minimum_order = @minimumOrder,
       meta_description = @metaDescription, price_min = @priceMin, price_max = @priceMax, price_unit = @priceUnit,
       price_on = @priceOn
     WHERE id = @id`,
  );
  const remove = db.prepare(`DELETE FROM products WHERE id = @id`);
  const countInCategory = db.prepare<{ categoryId: number }, { n: number }>(
    `SELECT COUNT(*) AS n FROM products WHERE category_id = @categoryId`,
  );
  // An old slug leads to the product that left it, until a product takes it again (then it is that product's).
  const rememberOldSlug = db.prepare(
    `INSERT INTO product_slug_redirects (slug, product_id) VALUES (@slug, @id)
     ON CONFLICT (slug) DO UPDATE SET product_id = excluded.product_id`,
  );
  const forgetOldSlug = db.prepare(`DELETE FROM product_slug_redirects WHERE slug = @slug`);

  /** Whether another product than `exceptId` has this slug now. */
  const takenByOther = (slug: string, exceptId?: number): boolean => {
    const owner = slugOwner.get({ slug });
    return owner !== undefined && owner.id !== exceptId;
  };

  /** A write's input with the slug and the details it stores. */
  type Prepared = ProductInput & { slug: string; details: StoredDetails };
  /** The slug given, or one made from the name that no other product has. */
  const slugFor = (input: ProductInput, exceptId?: number): string =>
    input.slug || uniqueSlug(input.name, (s) => takenByOther(s, exceptId));

  const params = ({ details: { price, ...details }, ...input }: Prepared) => ({
    categoryId: input.categoryId,
    name: input.name,
    slug: input.slug,
    description: input.description,
    origin: input.origin,
    image: input.image,
    isActive: input.isActive ? 1 : 0,
    isFeatured: input.isFeatured ? 1 : 0,
    updatedAt: new Date().toISOString(),
    ...details,
    varieties: JSON.stringify(details.varieties),
    origins: JSON.stringify(details.origins.map(({ country, months, mode }) => ({ country, months, mode: mode ?? null }))),
    moreImages: JSON.stringify(details.moreImages),
    priceMin: price?.min ?? null,
    priceMax: price?.max ?? null,
    priceUnit: price?.unit ?? null,
    priceOn: price?.asOf ?? null,
  });
  const rows = entityRows({ getOne, insert, update, remove }, params, toProductWithDetails);

  // The slug and the old slugs change in the same transaction as the product.
  // DECISION (src/decisions/product-trade-details.md): details left out of a create are empty; left out of an update
  // they keep what is stored (the spec's quick-edit dialog sends only the spec's fields).
  const create = db.transaction((input: ProductInput): ProductWithDetails => {
    const product = rows.create({ ...input, slug: slugFor(input), details: detailsOf(input, NO_DETAILS) });
    forgetOldSlug.run({ slug: product.slug });
    return product;
  });
  const updateOne = db.transaction((id: number, input: ProductInput): ProductWithDetails | undefined => {
    const before = rows.get(id);
    if (!before) return undefined;
    // A slug left out keeps the current one (see the schema).
    const slug = input.slug === undefined ? before.slug : slugFor(input, id);
    const product = rows.update(id, { ...input, slug, details: detailsOf(input, storedDetails(before)) })!;
    if (product.slug !== before.slug) {
      forgetOldSlug.run({ slug: product.slug });
      rememberOldSlug.run({ slug: before.slug, id });
    }
    return product;
  });

  const activeWithOrigins = (): (SeasonalProduct & { isPublic: boolean })[] =>
    listWithOrigins.all().map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      categoryId: r.category_id,
      categoryName: r.category_name,
      origins: originsOf(r.origins),
      isPublic: r.is_public === 1,
    }));

  return {
    listActive: (categoryId?: number): Product[] =>
      (categoryId === undefined ? listActive.all() : listActiveInCategory.all({ categoryId })).map(toProduct),
    listAll: (): Product[] => listAll.all().map(toProduct),
    /** Every public product with its origins, by category: what the season pages and the home strip read. */
    listSeasonal: (): SeasonalProduct[] =>
      activeWithOrigins()
        .filter((p) => p.isPublic)
        .map(({ isPublic: _, ...p }) => p),
    /** Every active product with its origins, by category, and whether it is public (its category is active too). */
    listActiveWithOrigins: () => activeWithOrigins(),
    get: rows.get,
    create,
    update: updateOne,
    delete: rows.delete,
    countInCategory: (categoryId: number): number => countInCategory.get({ categoryId })!.n,
    /** The product another product than `exceptId` holds this slug for, if any. */
    slugOwner: (slug: string, exceptId?: number): ProductWithDetails | undefined => {
      const owner = slugOwner.get({ slug });
      return owner && owner.id !== exceptId ? rows.get(owner.id) : undefined;
    },
    /** What /products/<slug> leads to: the product with this slug now, else the one a rename took it from. */
    findBySlug(slug: string): SlugMatch | undefined {
      const current = bySlug.get({ slug });
      const row = current ?? byOldSlug.get({ slug });
      if (!row) return undefined;
      return {
        product: toProductWithDetails(row),
        public: row.is_active === 1 && row.category_active === 1,
        current: current !== undefined,
      };
    },
    /** The days of the indicative prices active products carry (each stops showing at its own time). */
    priceDays: (): string[] => priceDays.all().map((r) => r.price_on),
    /** Every public product page, for the sitemap. */
    pageEntries: (): ProductPageEntry[] => pageEntries.all(),
  };
}
export type ProductsRepo = ReturnType<typeof createProductsRepo>;
