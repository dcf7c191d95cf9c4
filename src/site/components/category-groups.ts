/** Products grouped by their category, in the order they come (the repo's: categories as added, featured first). */
export function groupByCategory<T extends { categoryId: number; categoryName: string }>(
  products: readonly T[],
): Array<{ id: number; name: string; products: T[] }> {
  const groups = new Map<number, { id: number; name: string; products: T[] }>();
  for (const product of products) {
    const group = groups.get(product.categoryId) ?? { id: product.categoryId, name: product.categoryName, products: [] };
    group.products.push(product);
    groups.set(product.categoryId, group);
  }
  return [...groups.values()];
}
