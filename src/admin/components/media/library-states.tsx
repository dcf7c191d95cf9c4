import type { ReactNode } from 'react';
import { SKELETON_COUNTS } from '../../../shared/constants';
import { CardSkeletonGrid } from '../card-skeleton';
import { QueryView } from '../query-view';

/**
 * The media library (the Media section's and the picker's): card skeletons while it loads, the failure, the text
 * for nothing to show, and otherwise `children`.
 */
export function LibraryStates({
  library,
  gridClass,
  spacing,
  loadFailed,
  empty,
  children,
}: {
  library: { isPending: boolean; data: unknown };
  /** The grid of the cards, and so of their skeletons. */
  gridClass: string;
  /** Above and below the texts. */
  spacing: string;
  loadFailed: string;
  /** The text when there is nothing to show; null when there is. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <QueryView
      query={library}
      pending={<CardSkeletonGrid count={SKELETON_COUNTS.media} className={gridClass} />}
      failed={
        <p role="alert" className={`${spacing} text-center text-sm text-red-700`}>
          {loadFailed}
        </p>
      }
    >
      {() => (empty === null ? children : <p className={`${spacing} text-center text-sm text-slate-500`}>{empty}</p>)}
    </QueryView>
  );
}
