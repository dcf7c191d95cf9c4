import { responsiveImage } from './responsive-image';

/**
 * The 4:3 picture at the top of a card (product, category, gallery folder): lazy, responsive variants,
 * fixed intrinsic size so nothing shifts, and the gentle zoom when its card (the `group`) is hovered.
 */
export function CardImage({ path, sizes, alt }: { path: string; sizes: string; alt: string }) {
  return (
    <img
      {...responsiveImage(path, sizes)}
      alt={alt}
      loading="lazy"
      decoding="async"
      width="800"
      height="600"
      className="h-full w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-105"
    />
  );
}
