import { useEffect, useRef, useState } from 'react';
import { ADMIN_FOLDER_THUMBNAILS } from '../../../shared/constants';
import type { GalleryFolder, GalleryImage } from '../../../shared/types';
import { TrashIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { ItemButton } from '../../components/item-button';
import { LoadFailed } from '../../components/load-failed';
import { QueryView } from '../../components/query-view';
import { cardClass, focusClass } from '../../components/styles';

export const messages = {
  images: (n: number) => (n === 1 ? '1 image' : `${n} images`),
  more: (n: number) => `+${n} more`,
  moreDetail: (folder: string) => ` images in ${folder}`,
  less: 'Show less',
  empty: 'No images yet',
  loadFailed: 'Failed to fetch images',
  edit: 'Edit',
  upload: 'Upload',
  remove: 'Delete',
  editLabel: (name: string) => `Edit folder ${name}`,
  uploadLabel: (name: string) => `Upload images to ${name}`,
  removeLabel: (name: string) => `Delete folder ${name}`,
  removeImage: (name: string) => `Delete image ${name}`,
  arrange: 'Arrange',
  arrangeLabel: (name: string) => `Arrange the images in ${name}`,
} as const;

type FolderCardProps = {
  folder: GalleryFolder;
  /** The folder's images, as the gallery images query has them (pending while they load, no data if that failed). */
  images: { isPending: boolean; data: GalleryImage[] | undefined };
  onEdit: () => void;
  onUpload: () => void;
  /** Opens the folder's images in their order; offered once it has two. */
  onArrange: () => void;
  onDelete: () => void;
  onDeleteImage: (image: GalleryImage) => void;
};

/**
 * Spec §2: name, description, image count, up to 6 thumbnails with '+N more', per-image delete, Edit, Upload, Delete.
 * '+N more' expands the card to every image: an image in a folder can only be deleted here (the media library
 * refuses a file a folder uses), so every one needs its delete button.
 */
export function FolderCard({ folder, images: query, onEdit, onUpload, onArrange, onDelete, onDeleteImage }: FolderCardProps) {
  const [expanded, setExpanded] = useState(false);
  const images = query.data ?? [];
  const shown = expanded ? images : images.slice(0, ADMIN_FOLDER_THUMBNAILS);
  const count = Math.max(folder.imageCount, images.length);
  const more = count - shown.length;
  const listId = `folder-${folder.id}-images`;
  const list = useRef<HTMLUListElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);

  // Focus follows the toggle: to the first image revealed, or back to '+N more' (the control that was pressed is gone).
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    if (expanded) list.current?.querySelectorAll<HTMLButtonElement>('button')[ADMIN_FOLDER_THUMBNAILS]?.focus();
    else moreButton.current?.focus();
  }, [expanded]);
  const toggle = (next: boolean) => {
    toggled.current = true;
    setExpanded(next);
  };
  return (
    <li className={`${cardClass} flex flex-col p-4`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-slate-900">{folder.name}</h2>
          {folder.description ? <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{folder.description}</p> : null}
        </div>
        <span className="shrink-0 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
          {messages.images(count)}
        </span>
      </div>
      <QueryView
        query={query}
        pending={<ThumbnailSkeletons count={Math.min(Math.max(folder.imageCount, 1), ADMIN_FOLDER_THUMBNAILS)} />}
        failed={
          <div className="mt-4">
            <LoadFailed>{messages.loadFailed}</LoadFailed>
          </div>
        }
      >
        {() =>
          shown.length ? (
            <>
              <ul ref={list} id={listId} className="mt-4 grid grid-cols-3 gap-2">
                {shown.map((image) => (
                  <li key={image.id} className="group relative aspect-square overflow-hidden rounded-md bg-slate-100">
                    <img src={image.path} alt={image.alt || image.originalName} loading="lazy" className="h-full w-full object-cover" />
                    <button
                      type="button"
                      onClick={() => onDeleteImage(image)}
                      aria-label={messages.removeImage(image.originalName)}
                      className={`absolute right-1 top-1 rounded bg-white/90 p-1 text-red-700 shadow sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100 ${focusClass}`}
                    >
                      <TrashIcon className="h-4 w-4" />
                    </button>
                  </li>
                ))}
                {more > 0 ? (
                  <li className="flex aspect-square items-center justify-center rounded-md bg-slate-100 text-sm font-medium text-slate-600">
                    {images.length > shown.length ? (
                      <button
                        ref={moreButton}
                        type="button"
                        aria-expanded={false}
                        aria-controls={listId}
                        onClick={() => toggle(true)}
                        className={`h-full w-full rounded-md text-emerald-800 underline-offset-2 hover:bg-emerald-50 hover:underline ${focusClass}`}
                      >
                        <span>{messages.more(more)}</span>
                        <span className="sr-only">{messages.moreDetail(folder.name)}</span>
                      </button>
                    ) : (
                      messages.more(more)
                    )}
                  </li>
                ) : null}
              </ul>
              {expanded && images.length > ADMIN_FOLDER_THUMBNAILS ? (
                <button
                  type="button"
                  aria-expanded
                  aria-controls={listId}
                  onClick={() => toggle(false)}
                  className={`mt-2 self-start rounded text-sm font-medium text-emerald-800 underline-offset-2 hover:underline ${focusClass}`}
                >
                  {messages.less}
                </button>
              ) : null}
            </>
          ) : (
            <p className="mt-4 rounded-md border border-dashed border-slate-200 py-8 text-center text-sm text-slate-500">
              {messages.empty}
            </p>
          )
        }
      </QueryView>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <ItemButton label={messages.editLabel(folder.name)} onClick={onEdit}>
          {messages.edit}
        </ItemButton>
        <ItemButton variant="primary" label={messages.uploadLabel(folder.name)} onClick={onUpload}>
          {messages.upload}
        </ItemButton>
        {images.length > 1 ? (
          <ItemButton label={messages.arrangeLabel(folder.name)} onClick={onArrange}>
            {messages.arrange}
          </ItemButton>
        ) : null}
        <ItemButton variant="dangerGhost" label={messages.removeLabel(folder.name)} onClick={onDelete} className="ml-auto">
          {messages.remove}
        </ItemButton>
      </div>
    </li>
  );
}

/** The thumbnails' places while the images load (never "No images yet" before they are known). */
function ThumbnailSkeletons({ count }: { count: number }) {
  return (
    <div className="mt-4 grid grid-cols-3 gap-2" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-skeleton="thumbnail">
          <Skeleton className="aspect-square rounded-md" />
        </div>
      ))}
    </div>
  );
}
