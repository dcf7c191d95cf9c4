// A list table's Status column, hidden on phones (the row shows the badge under the entry's name there).
import { Skeleton } from '../../ui/skeleton';
import { badgeClass } from './styles';

/** The column's head, for ColumnHeads. */
export const statusHead = (messages: { status: string }) => [messages.status, 'hidden px-4 py-3 sm:table-cell'] as const;

/** An entry's on/off state: green when it shows on the site, grey when it is hidden. */
export function ActiveBadge({ active, messages }: { active: boolean; messages: { active: string; inactive: string } }) {
  return <span className={active ? badgeClass.green : badgeClass.gray}>{active ? messages.active : messages.inactive}</span>;
}

/** The cell of a skeleton row: where the badge will stand. */
export function StatusSkeletonCell() {
  return (
    <td className="hidden px-4 py-3 sm:table-cell">
      <Skeleton className="h-5 w-16" />
    </td>
  );
}
