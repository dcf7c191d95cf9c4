import { useState } from 'react';
import { errorMessage } from '../../../shared/http-client';
import type { MediaItem } from '../../../shared/types';
import { adminApi } from '../../data/api';
import { checkImageFiles } from '../file-checks';
import { useToast } from '../toast';

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
  const [percent, setPercent] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const upload = async (files: File[]) => {
    const problem = checkImageFiles(files, limitBytes, documents);
    setAlert(problem);
    if (problem || files.length === 0) return;
    setPercent(0);
    try {
      const items = await adminApi.media.upload(files, setPercent);
      toast({ title: uploadMessages.success, description: uploadMessages.uploaded(items.length) });
      onUploaded?.(items);
    } catch (error) {
      toast({ title: uploadMessages.failed, description: errorMessage(error, uploadMessages.failed), variant: 'destructive' });
    } finally {
      setPercent(null);
    }
  };

  return { upload, percent, alert, clearAlert: () => setAlert(null), uploading: percent !== null, documents };
}
