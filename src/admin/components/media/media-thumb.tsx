import type { MediaItem } from '../../../shared/types';
import { isPdfUpload } from '../../../shared/upload-names';
import { DocumentIcon } from '../../../ui/icons';

/** A media item's preview: the image itself, or a document tile for a PDF (a browser cannot show one as an image). */
export function MediaThumb({ item, className, decorative = false }: { item: MediaItem; className: string; decorative?: boolean }) {
  if (isPdfUpload(item.filename)) {
    return (
      <span data-document-tile="" className={`flex flex-col items-center justify-center gap-1 text-slate-500 ${className}`}>
        <DocumentIcon className="h-1/3 max-h-12 min-h-5 w-auto" />
        {decorative ? null : <span className="sr-only">{`PDF document ${item.originalName}`}</span>}
      </span>
    );
  }
  return <img src={item.url} alt={decorative ? '' : item.alt || item.originalName} loading="lazy" className={className} />;
}
