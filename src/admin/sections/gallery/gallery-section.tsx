// Spec §2 Gallery Settings: folder cards, folder dialog, upload dialog, image and folder deletion.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { SKELETON_COUNTS } from '../../../shared/constants';
import type { GalleryFolder, GalleryImage } from '../../../shared/types';
import { ImageIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { ArrangeDialog, ArrangeEntry } from '../../components/arrange/arrange-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { cardClass } from '../../components/styles';
import { ConfirmDeleteDialog, useConfirmDelete } from '../../components/use-confirm-delete';
import { useEditDialog } from '../../components/use-edit-dialog';
import { mutations, writeFrom } from '../../data/mutations';
import { queries } from '../../data/queries';
import { ListPageHeader } from '../../shell/page-header';
import { FolderCard } from './folder-card';
import { FolderDialog } from './folder-dialog';
import { GalleryUploadDialog } from './gallery-upload-dialog';

export const messages = {
  title: 'Gallery Settings',
  description: 'Photo folders shown on the public gallery page.',
  add: 'Create Folder',
  empty: 'No Gallery Folders Yet',
  emptyDetail: 'Create a folder, then upload photos into it.',
  loadFailed: 'Failed to fetch images',
  confirmFolder: (name: string) => `Are you sure you want to delete the "${name}" folder? This will also delete all images in this folder.`,
  confirmImage: 'Are you sure you want to delete this image?',
  folderDeleted: 'Folder deleted successfully',
  folderDeleteFailed: 'Failed to delete folder',
  imageDeleted: 'Image deleted successfully',
  imageDeleteFailed: 'Failed to delete image',
  tryAgain: 'Please try again.',
  arrange: 'Arrange folders',
  arrangeTitle: 'Arrange gallery folders',
  arrangeList: 'Folders in the order the gallery shows them',
  imageCount: (n: number) => (n === 1 ? '1 image' : `${n} images`),
  arrangeImagesTitle: (name: string) => `Arrange the images in ${name}`,
  arrangeImagesList: (name: string) => `${name}: images in the order the gallery shows them`,
  arrangeImagesNote: 'The first image is the folder’s cover on the gallery page.',
} as const;

type Pending = { kind: 'folder'; folder: GalleryFolder } | { kind: 'image'; image: GalleryImage };

export function GallerySection() {
  const folders = useQuery(queries.galleryFolders);
  const images = useQuery(queries.galleryImages);
  const editor = useEditDialog<GalleryFolder>();
  const [uploadTo, setUploadTo] = useState<GalleryFolder | null>(null);
  /** The folders' order (true), or the folder whose images are being arranged. */
  const [arranging, setArranging] = useState<GalleryFolder | boolean>(false);
  const remove = useConfirmDelete<Pending>({
    remove: writeFrom(mutations.gallery.remove, (pending: Pending) =>
      pending.kind === 'folder' ? { kind: pending.kind, id: pending.folder.id } : { kind: pending.kind, id: pending.image.id },
    ),
    messages: (pending) =>
      pending.kind === 'folder'
        ? { deleted: messages.folderDeleted, deleteFailed: messages.folderDeleteFailed, tryAgain: messages.tryAgain }
        : { deleted: messages.imageDeleted, deleteFailed: messages.imageDeleteFailed, tryAgain: messages.tryAgain },
  });

  const byFolder = useMemo(() => {
    const map = new Map<number, GalleryImage[]>();
    for (const image of images.data ?? []) map.set(image.folderId, [...(map.get(image.folderId) ?? []), image]);
    return map;
  }, [images.data]);

  return (
    <>
      <ListPageHeader
        messages={messages}
        onAdd={() => editor.openWith(null)}
        arrange={(folders.data?.length ?? 0) > 1 ? { label: messages.arrange, onClick: () => setArranging(true) } : undefined}
      />
      {folders.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {Array.from({ length: SKELETON_COUNTS.galleryFolders }, (_, i) => (
            <div key={i} className={`${cardClass} space-y-3 p-4`} data-skeleton="folder">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-3/4" />
              <div className="grid grid-cols-3 gap-2">
                {Array.from({ length: 3 }, (_, j) => (
                  <Skeleton key={j} className="aspect-square" />
                ))}
              </div>
            </div>
          ))}
        </div>
      ) : !folders.data ? (
        <LoadFailed>{messages.loadFailed}</LoadFailed>
      ) : folders.data.length === 0 ? (
        <EmptyState card icon={ImageIcon} title={messages.empty} detail={messages.emptyDetail} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {folders.data.map((folder) => (
            <FolderCard
              key={folder.id}
              folder={folder}
              images={{ isPending: images.isPending, data: images.data && (byFolder.get(folder.id) ?? []) }}
              onEdit={() => editor.openWith(folder)}
              onUpload={() => setUploadTo(folder)}
              onArrange={() => setArranging(folder)}
              onDelete={() => remove.ask({ kind: 'folder', folder })}
              onDeleteImage={(image) => remove.ask({ kind: 'image', image })}
            />
          ))}
        </ul>
      )}
      <FolderDialog open={editor.open} folder={editor.editing} onClose={editor.close} />
      <GalleryUploadDialog folder={uploadTo} onClose={() => setUploadTo(null)} />
      <ArrangeDialog
        open={arranging === true}
        onClose={() => setArranging(false)}
        title={messages.arrangeTitle}
        label={messages.arrangeList}
        list="gallery-folders"
        items={folders.data ?? []}
        name={(folder) => folder.name}
      >
        {(folder) => <ArrangeEntry image={folder.coverPath} name={folder.name} detail={messages.imageCount(folder.imageCount)} />}
      </ArrangeDialog>
      <ArrangeDialog
        open={typeof arranging === 'object'}
        onClose={() => setArranging(false)}
        title={typeof arranging === 'object' ? messages.arrangeImagesTitle(arranging.name) : ''}
        label={typeof arranging === 'object' ? messages.arrangeImagesList(arranging.name) : ''}
        list="gallery-images"
        within={typeof arranging === 'object' ? arranging.id : undefined}
        layout="tiles"
        before={<p className="text-sm text-slate-600">{messages.arrangeImagesNote}</p>}
        items={typeof arranging === 'object' ? (byFolder.get(arranging.id) ?? []) : []}
        name={(image) => image.originalName}
      >
        {(image) => (
          <div className="space-y-1">
            <img src={image.path} alt="" className="aspect-square w-full rounded object-cover" />
            <p className="truncate text-xs text-slate-700">{image.originalName}</p>
          </div>
        )}
      </ArrangeDialog>
      <ConfirmDeleteDialog
        flow={remove}
        message={remove.pending?.kind === 'folder' ? messages.confirmFolder(remove.pending.folder.name) : messages.confirmImage}
      />
    </>
  );
}
