// The image of an entity being edited: a stored path, or a file chosen now and uploaded when the form is saved
// (spec §8: if that upload fails, the save is aborted).
import { useState } from 'react';
import { IMAGE_LIMITS, type ImageUse } from '../../shared/constants';
import { adminApi } from '../data/api';
import { useObjectUrl } from './image-field';

export function useImageDraft(initialPath: string | null, use: ImageUse) {
  const [path, setPath] = useState<string | null>(initialPath);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const localPreview = useObjectUrl(file);

  return {
    limitBytes: IMAGE_LIMITS[use],
    previewSrc: file ? localPreview : path,
    progress,
    chooseFile: (next: File) => setFile(next),
    pick: (next: string) => {
      setFile(null);
      setPath(next);
    },
    remove: () => {
      setFile(null);
      setPath(null);
    },
    /** The path to save: the stored one, or the upload's (throws when the upload fails). */
    resolve: async (): Promise<string | null> => {
      if (!file) return path;
      setProgress(0);
      try {
        const uploaded = await adminApi.media.uploadSingle(file, use, setProgress);
        setFile(null);
        setPath(uploaded.path);
        return uploaded.path;
      } finally {
        setProgress(null);
      }
    },
  };
}
