// The admin's full editor of one product, /admin/products/<id>: shared by the admin's router and the server that
// answers the address (200 while the product exists, else 404).

/** A product's full editor in the admin (the Products section's quick-edit dialog aside). */
export const adminProductUrl = (id: number) => `/admin/products/${id}`;

/** The product id of an editor's address below /admin/ ('products' and '12'), or null for anything else. */
export function productEditorId(section: string, rest: string): number | null {
  if (section !== 'products' || !/^[1-9]\d{0,14}$/.test(rest)) return null;
  return Number(rest);
}
