// The image of an entity being edited: a stored path, or a file chosen now and uploaded when the form is saved
// (spec §8: if that upload fails, the save is aborted).
import { useState } from 'react';
import { IMAGE_LIMITS, type ImageUse } from '../../shared/constants';
import { mutations } from '../data/mutations';
import { useObjectUrl } from './image-field';
import { useUpload } from './use-upload';

export function useImageDraft(initialPath: string | null, use: ImageUse) {
  const [path, setPath] = useState<string | null>(initialPath);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUpload(mutations.media.uploadImage);
  const localPreview = useObjectUrl(file);

  return {
    limitBytes: IMAGE_LIMITS[use],
    previewSrc: file ? localPreview : path,
    progress: upload.percent,
    chooseFile: (next: File) => setFile(next),
    pick: (next: string) => {
      setFile(null);
      setPath(next);
    },
    remove: () => {
      setFile(null);
      setPath(null);
    },
    /** The path to save: the stored one, or the upload's (rejects with UploadFailed when the upload fails). */
    resolve: async (): Promise<string | null> => {
      if (!file) return path;
      const uploaded = await upload.first({ file, use });
      setFile(null);
      setPath(uploaded.path);
      return uploaded.path;
    },
  };
}
