import { useState } from 'react';
import { errorMessage } from '../../../shared/http-client';
import type { MediaItem } from '../../../shared/types';
import { mutations } from '../../data/mutations';
import { checkImageFiles } from '../file-checks';
import { useToast } from '../toast';
import { useUpload } from '../use-upload';

export const uploadMessages = {
  failed: 'Upload failed',
  success: 'Upload successful',
  uploaded: (n: number) => (n === 1 ? '1 file uploaded' : `${n} files uploaded`),
} as const;

/**
 * Checks, uploads to the media library with a percentage and toasts the outcome (the upload refreshes the library).
 * With `documents`, PDF documents are taken too.
 */
export function useMediaUpload(limitBytes: number, onUploaded?: (items: MediaItem[]) => void, documents = false) {
  const { toast } = useToast();
  const [alert, setAlert] = useState<string | null>(null);
  const upload = useUpload(mutations.media.upload, {
    onSuccess: (items) => {
      toast({ title: uploadMessages.success, description: uploadMessages.uploaded(items.length) });
      onUploaded?.(items);
    },
    onError: (error) => {
      toast({ title: uploadMessages.failed, description: errorMessage(error, uploadMessages.failed), variant: 'destructive' });
    },
  });

  const start = (files: File[]) => {
    const problem = checkImageFiles(files, limitBytes, documents);
    setAlert(problem);
    if (problem || files.length === 0) return;
    upload.mutate(files);
  };

  return { upload: start, percent: upload.percent, alert, clearAlert: () => setAlert(null), uploading: upload.isPending, documents };
}
