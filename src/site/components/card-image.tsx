import type { ReactNode } from 'react';
import { responsiveImage } from './responsive-image';

/**
 * The 4:3 picture at the top of a card (product, category, gallery folder): lazy, responsive variants,
 * fixed intrinsic size so nothing shifts, and the gentle zoom when its card (the `group`) is hovered.
 */
function CardImage({ path, sizes, alt }: { path: string; sizes: string; alt: string }) {
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

/** The 4:3 top of a card: its picture, or `fallback` when there is none, with `children` over it (badges). */
export function CardTop({
  path,
  sizes,
  alt,
  fallback,
  className,
  children,
}: {
  path: string | null;
  sizes: string;
  alt: string;
  fallback: ReactNode;
  /** Its background while the picture loads, or behind the fallback. */
  className: string;
  children?: ReactNode;
}) {
  return (
    <div className={`relative aspect-[4/3] overflow-hidden ${className}`}>
      {path ? <CardImage path={path} sizes={sizes} alt={alt} /> : fallback}
      {children}
    </div>
  );
}
