import type { ReactNode } from 'react';
import { cn } from '../../ui/cn';

const column = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

/**
 * A section of a page, named by its heading (`labelledBy`), its content in the site's centred column. With `band` (a
 * background class) the background runs edge to edge while the content stays in the column.
 */
export function PageSection({
  labelledBy,
  band,
  className,
  children,
}: {
  labelledBy: string;
  band?: string;
  /** Its vertical spacing. */
  className: string;
  children: ReactNode;
}) {
  if (!band) {
    return (
      <section aria-labelledby={labelledBy} className={cn(column, className)}>
        {children}
      </section>
    );
  }
  return (
    <section aria-labelledby={labelledBy} className={cn(band, className)}>
      <div className={column}>{children}</div>
    </section>
  );
}
