// Spec §5 client checks before an upload starts: the per-use size limit, then the image type.
import { UPLOAD } from '../../shared/constants';
import { formatLimit } from '../../shared/format';

export const fileMessages = {
  tooLarge: (limitBytes: number) => `File size must be less than ${formatLimit(limitBytes)}`,
  notImage: 'Please select a valid image file',
  notDocument: 'Please select a PDF document or an image file',
} as const;

/** The `accept` attribute where a document may be chosen: a PDF or an image. */
export const DOCUMENT_ACCEPT = `application/pdf,${UPLOAD.acceptedMimeTypes.join(',')}`;

/** A licence's or certificate's document: a PDF up to 10 MB, or an image up to 5 MB (the server checks the bytes again). */
export function checkDocumentFile(file: File): string | null {
  if (file.type === 'application/pdf') return file.size > UPLOAD.maxDocumentBytes ? fileMessages.tooLarge(UPLOAD.maxDocumentBytes) : null;
  if (!isAcceptedImage(file)) return fileMessages.notDocument;
  return file.size > UPLOAD.maxFileBytes ? fileMessages.tooLarge(UPLOAD.maxFileBytes) : null;
}

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
export function checkImageFiles(files: readonly File[], limitBytes: number, documents = false): string | null {
  for (const file of files) {
    const problem = documents ? checkDocumentFile(file) : checkImageFile(file, limitBytes);
    if (problem) return problem;
  }
  return null;
}
