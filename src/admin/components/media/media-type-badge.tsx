import { badgeClass } from '../styles';
import { mediaTypeLabel } from './media-type';

/** A media item's file type as a grey badge: 'JPEG', 'PNG', 'WEBP', 'SVG'. */
export function MediaTypeBadge({ mimeType }: { mimeType: string }) {
  return <span className={badgeClass.gray}>{mediaTypeLabel(mimeType)}</span>;
}
