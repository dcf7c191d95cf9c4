// Spec §2 Gallery Settings: folder cards, folder dialog, upload dialog, image and folder deletion.
import { useMemo, useState } from 'react';
import { SKELETON_COUNTS } from '../../../shared/constants';
import { errorMessage } from '../../../shared/http-client';
import type { GalleryFolder, GalleryImage } from '../../../shared/types';
import { adminApi } from '../../admin-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Skeleton } from '../../../ui/skeleton';
import { Icon } from '../../components/icons';
import { buttonClass, cardClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { useQuery, useQueryClient } from '../../data/query-context';
import { KEYS } from '../../data/query-keys';
import { PageHeader } from '../../shell/page-header';
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
} as const;

type Pending = { kind: 'folder'; folder: GalleryFolder } | { kind: 'image'; image: GalleryImage };

export function GallerySection() {
  const folders = useQuery(KEYS.galleryFolders, adminApi.gallery.folders);
  const images = useQuery(KEYS.galleryImages, adminApi.gallery.images);
  const client = useQueryClient();
  const { toast } = useToast();
  const [editing, setEditing] = useState<GalleryFolder | null>(null);
  const [folderDialog, setFolderDialog] = useState(false);
  const [uploadTo, setUploadTo] = useState<GalleryFolder | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const byFolder = useMemo(() => {
    const map = new Map<number, GalleryImage[]>();
    for (const image of images.data ?? []) map.set(image.folderId, [...(map.get(image.folderId) ?? []), image]);
    return map;
  }, [images.data]);

  const openFolderDialog = (folder: GalleryFolder | null) => {
    setEditing(folder);
    setFolderDialog(true);
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const isFolder = pending.kind === 'folder';
    try {
      if (isFolder) await adminApi.gallery.removeFolder(pending.folder.id);
      else await adminApi.gallery.removeImage(pending.image.id);
      toast({ title: isFolder ? messages.folderDeleted : messages.imageDeleted });
      await client.invalidate(KEYS.galleryFolders, KEYS.galleryImages);
    } catch (error) {
      toast({
        title: isFolder ? messages.folderDeleteFailed : messages.imageDeleteFailed,
        description: errorMessage(error, messages.tryAgain),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <>
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={
          <button type="button" className={buttonClass('primary')} onClick={() => openFolderDialog(null)}>
            <span aria-hidden="true">+</span> {messages.add}
          </button>
        }
      />
      {folders.status === 'loading' ? (
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
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {messages.loadFailed}
        </p>
      ) : folders.data.length === 0 ? (
        <div className={`${cardClass} px-6 py-16 text-center`}>
          <span aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <Icon name="images" className="h-7 w-7" />
          </span>
          <h2 className="mt-3 text-lg font-semibold text-slate-900">{messages.empty}</h2>
          <p className="mt-1 text-sm text-slate-500">{messages.emptyDetail}</p>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {folders.data.map((folder) => (
            <FolderCard
              key={folder.id}
              folder={folder}
              images={byFolder.get(folder.id) ?? []}
              onEdit={() => openFolderDialog(folder)}
              onUpload={() => setUploadTo(folder)}
              onDelete={() => setPending({ kind: 'folder', folder })}
              onDeleteImage={(image) => setPending({ kind: 'image', image })}
            />
          ))}
        </ul>
      )}
      <FolderDialog open={folderDialog} folder={editing} onClose={() => setFolderDialog(false)} />
      <GalleryUploadDialog folder={uploadTo} onClose={() => setUploadTo(null)} />
      <ConfirmDialog
        open={pending !== null}
        message={pending?.kind === 'folder' ? messages.confirmFolder(pending.folder.name) : messages.confirmImage}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
