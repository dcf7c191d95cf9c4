// Spec §2 Gallery upload dialog: several images, the 'max 10 files, 5MB each' hint, the chosen files with sizes
// in MB, and the upload percentage.
// DECISION (src/decisions/admin-behaviour.md): the hint is enforced here, though spec §5 leaves it unenforced: the
// server refuses a batch with more than 10 files or any file over 5MB as a whole, so the owner learns which file is
// wrong before sending, not after.
import { useState } from 'react';
import { UPLOAD } from '../../../shared/constants';
import { formatMegabytes } from '../../../shared/format';
import { errorMessage } from '../../../shared/http-client';
import type { GalleryFolder } from '../../../shared/types';
import { Dialog } from '../../components/dialog';
import { DialogFooter } from '../../components/dialog-footer';
import { checkImageFile } from '../../components/file-checks';
import { FileDropZone } from '../../components/file-drop-zone';
import { InlineAlert } from '../../components/inline-alert';
import { focusClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { UploadProgress } from '../../components/upload-progress';
import { useUpload } from '../../components/use-upload';
import { mutations } from '../../data/mutations';

export const messages = {
  title: (folder: string) => `Upload Images to ${folder}`,
  label: 'Gallery images',
  hint: 'max 10 files, 5MB each',
  names:
    "Visitors see each image's file name. Camera names such as IMG_1234 are replaced by the folder's name; rename an image under Upload Images, with Edit alt.",
  selected: (n: number) => `Selected files (${n})`,
  refused: (file: string, problem: string) => `${file}: ${problem}`,
  tooMany: (max: number, n: number) =>
    `At most ${max} files can be uploaded at once. Remove ${n - max === 1 ? '1 file' : `${n - max} files`} to continue.`,
  removeFile: (name: string) => `Remove ${name}`,
  upload: (n: number) => (n === 1 ? 'Upload 1 image' : `Upload ${n} images`),
  uploading: 'Uploading...',
  cancel: 'Cancel',
  success: 'Images uploaded successfully',
  uploaded: (n: number) => (n === 1 ? '1 image added to the folder' : `${n} images added to the folder`),
  failed: 'Failed to upload files',
  tryAgain: 'Please try again.',
} as const;

export function GalleryUploadDialog({ folder, onClose }: { folder: GalleryFolder | null; onClose: () => void }) {
  return (
    <Dialog open={folder !== null} onClose={onClose} title={folder ? messages.title(folder.name) : ''} size="lg">
      {folder ? <UploadForm key={folder.id} folder={folder} onDone={onClose} /> : null}
    </Dialog>
  );
}

function UploadForm({ folder, onDone }: { folder: GalleryFolder; onDone: () => void }) {
  const { toast } = useToast();
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const upload = useUpload(mutations.gallery.upload, {
    onSuccess: (added) => {
      toast({ title: messages.success, description: messages.uploaded(added.length) });
      onDone();
    },
    onError: (error) => toast({ title: messages.failed, description: errorMessage(error, messages.tryAgain), variant: 'destructive' }),
  });
  const tooMany = files.length > UPLOAD.maxFilesPerRequest;

  // Spec §5 checks per file (the media limit, then the type); a refused file is named and left out of the list.
  const add = (chosen: File[]) => {
    const checked = chosen.map((file) => ({ file, problem: checkImageFile(file, UPLOAD.maxFileBytes) }));
    setRefused(checked.flatMap(({ file, problem }) => (problem ? [messages.refused(file.name, problem)] : [])));
    setFiles((now) => [...now, ...checked.filter(({ problem }) => problem === null).map(({ file }) => file)]);
  };

  const send = () => {
    if (files.length > 0 && !tooMany) upload.mutate({ folderId: folder.id, files });
  };

  return (
    <div className="space-y-4">
      <FileDropZone multiple label={messages.label} hint={messages.hint} disabled={upload.isPending} onFiles={add} />
      <p className="text-sm text-slate-600">{messages.names}</p>
      <InlineAlert message={refused} onDismiss={() => setRefused([])} />
      {files.length ? (
        <div>
          <h3 className="text-sm font-medium text-slate-700">{messages.selected(files.length)}</h3>
          {/* Above the list, so it is seen without scrolling a long one. */}
          {tooMany ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {messages.tooMany(UPLOAD.maxFilesPerRequest, files.length)}
            </p>
          ) : null}
          <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 truncate text-slate-800">{file.name}</span>
                <span className="shrink-0 text-slate-500">{formatMegabytes(file.size)}</span>
                <button
                  type="button"
                  aria-label={messages.removeFile(file.name)}
                  disabled={upload.isPending}
                  onClick={() => setFiles((now) => now.filter((_, i) => i !== index))}
                  className={`rounded px-1 text-slate-500 hover:text-red-700 ${focusClass}`}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <UploadProgress percent={upload.percent} />
      <DialogFooter
        cancelLabel={messages.cancel}
        onCancel={onDone}
        label={messages.upload(files.length)}
        busyLabel={messages.uploading}
        busy={upload.isPending}
        disabled={files.length === 0 || tooMany}
        onConfirm={send}
      />
    </div>
  );
}
