import type { ProductDetails } from '../../shared/types';
import { useT } from '../i18n/use-t';
import { responsiveImage } from './responsive-image';

// Four to a row under the main picture: a quarter of the picture's column.
const THUMB_SIZES = '(min-width: 1280px) 150px, (min-width: 1024px) 12vw, 25vw';

/** A product's further pictures, in the owner's order, under its main one; nothing when it has none. */
export function ProductMoreImages({ productName, images }: { productName: string; images: ProductDetails['moreImages'] }) {
  const t = useT();
  if (images.length === 0) return null;
  return (
    <ul id="more-pictures" className="mt-3 grid grid-cols-4 gap-2 sm:gap-3">
      {images.map((image, i) => (
        <li key={image.path} className="aspect-square overflow-hidden rounded-xl bg-cream-100 ring-1 ring-leaf-900/5">
          <img
            {...responsiveImage(image.path, THUMB_SIZES)}
            alt={image.alt || t('product.pictureAlt', { product: productName, n: i + 2 })}
            loading="lazy"
            decoding="async"
            width="300"
            height="300"
            className="h-full w-full object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
