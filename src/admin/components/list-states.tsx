// What a list card shows while it loads or when it could not: placeholder rows, or the failure in words (the
// inbox, the activity and the trash).
import type { ReactNode } from 'react';
import type { IconComponent } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import { EmptyState } from './empty-state';
import { QueryView } from './query-view';

type RowsStatesMessages = { loadFailed: string; empty: string; emptyDetail: string; noMatch?: string };

/** Whether the data holds nothing: an empty list by default, so only other data says how. */
type EmptyCheck<T> = T extends readonly unknown[] ? { isEmpty?: (data: T) => boolean } : { isEmpty: (data: T) => boolean };

/**
 * A list card's rows in each state of its query: placeholder rows, the failure, the empty list (or, `filtered`, that
 * nothing matches), then the rows.
 */
export function RowsStates<T>({
  query,
  skeleton,
  messages,
  icon,
  isEmpty = (data) => (data as readonly unknown[]).length === 0,
  filtered = false,
  children,
}: {
  query: { isPending: boolean; data: T | undefined };
  skeleton: { count: number; lines: readonly string[] };
  messages: RowsStatesMessages;
  icon: IconComponent;
  filtered?: boolean;
  children: (data: T) => ReactNode;
} & EmptyCheck<T>) {
  return (
    <QueryView query={query} pending={<RowsSkeleton {...skeleton} />} failed={<RowsLoadFailed>{messages.loadFailed}</RowsLoadFailed>}>
      {(data) =>
        !isEmpty(data) ? (
          children(data)
        ) : filtered && messages.noMatch ? (
          <NoMatch>{messages.noMatch}</NoMatch>
        ) : (
          <EmptyState icon={icon} title={messages.empty} detail={messages.emptyDetail} />
        )
      }
    </QueryView>
  );
}

/** Where the rows would be: no entry matches the filters. */
export function NoMatch({ children }: { children: ReactNode }) {
  return <p className="px-4 py-10 text-center text-sm text-slate-600">{children}</p>;
}

/** `count` placeholder rows, each with lines of the given sizes (Tailwind height and width classes). */
function RowsSkeleton({ count, lines }: { count: number; lines: readonly string[] }) {
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
function RowsLoadFailed({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="px-4 py-10 text-center text-sm text-red-700">
      {children}
    </p>
  );
}
