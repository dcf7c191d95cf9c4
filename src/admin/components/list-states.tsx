// What a list card shows while it loads or when it could not: placeholder rows, or the failure in words (the
// inbox, the activity and the trash).
import type { ReactNode } from 'react';
import { Skeleton } from '../../ui/skeleton';

/** `count` placeholder rows, each with lines of the given sizes (Tailwind height and width classes). */
export function RowsSkeleton({ count, lines }: { count: number; lines: readonly string[] }) {
  return (
    <ul aria-busy="true" className="divide-y divide-slate-100">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="space-y-2 px-4 py-4">
          {lines.map((size) => (
            <Skeleton key={size} className={size} />
          ))}
        </li>
      ))}
    </ul>
  );
}

/** The list could not be loaded: said in the card, where the rows would be. */
export function RowsLoadFailed({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="px-4 py-10 text-center text-sm text-red-700">
      {children}
    </p>
  );
}
