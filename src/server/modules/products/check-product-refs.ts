import type { ProductInput } from '../../../shared/schemas/catalog';
import { badRequest, conflict } from '../../errors';
import type { Deps } from '../../routes-context';
import { assertIssuedImage } from '../media/issued-image';

/**
 * What a product's input names must exist and be free: its category, images this site issued, and its slug (not
 * another product's). A save, a draft and a draft's publishing all check it.
 */
export function checkProductRefs(d: Pick<Deps, 'categories' | 'mediaService' | 'products'>, input: ProductInput, id?: number): void {
  if (!d.categories.get(input.categoryId)) {
    throw badRequest('The selected category does not exist', { categoryId: 'Unknown category' });
  }
  assertIssuedImage(d.mediaService, input.image);
  input.moreImages?.forEach((path, i) => {
    assertIssuedImage(d.mediaService, path, `moreImages.${i}`, 'Each further image');
  });
  const owner = input.slug ? d.products.slugOwner(input.slug, id) : undefined;
  if (owner) {
    const message = `The slug "${input.slug}" is already used by ${owner.name}`;
    throw conflict(message, { slug: message });
  }
}
