// Spec §5 client checks before an upload starts: the per-use size limit, then the image type.
import { UPLOAD } from '../../shared/constants';
import { formatLimit } from '../../shared/format';

export const fileMessages = {
  tooLarge: (limitBytes: number) => `File size must be less than ${formatLimit(limitBytes)}`,
  notImage: 'Please select a valid image file',
} as const;

/** The `accept` attribute of every image input: the types the server takes. */
export const IMAGE_ACCEPT = UPLOAD.acceptedMimeTypes.join(',');

export function isAcceptedImage(file: File): boolean {
  return (UPLOAD.acceptedMimeTypes as readonly string[]).includes(file.type);
}

/** The alert for the first problem with `file`, or null when it may be uploaded. */
export function checkImageFile(file: File, limitBytes: number): string | null {
  if (file.size > limitBytes) return fileMessages.tooLarge(limitBytes);
  if (!isAcceptedImage(file)) return fileMessages.notImage;
  return null;
}

/** The first alert among several files, or null when all may be uploaded. */
export function checkImageFiles(files: readonly File[], limitBytes: number): string | null {
  for (const file of files) {
    const problem = checkImageFile(file, limitBytes);
    if (problem) return problem;
  }
  return null;
}
