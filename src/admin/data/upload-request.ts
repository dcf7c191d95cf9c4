// Multipart uploads go through XMLHttpRequest: fetch cannot report upload progress (spec §7: "progress reported").
import { CHANGE_ID_HEADER } from '../../shared/history/change-id';
import { ApiRequestError, changeListener, NoAnswerError } from '../../shared/http-client';

/** Spec §8 'Upload failed' messages when there is no answer to read. */
const uploadFailures = {
  /** A success status whose body is not JSON. */
  unparseable: 'Failed to parse response',
  /** A network failure or an aborted upload. */
  network: 'Upload failed',
} as const;

export type UploadField = { name: string; files: readonly File[] };

/** Posts files as multipart/form-data and reports whole-number percentages (0-100) while sending. */
export function uploadRequest<T>(url: string, field: UploadField, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const body = new FormData();
    for (const file of field.files) body.append(field.name, file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiRequestError(xhr.status, xhr.statusText, text, xhr.getResponseHeader('Retry-After')));
        return;
      }
      changeListener?.(xhr.getResponseHeader(CHANGE_ID_HEADER));
      try {
        const parsed = JSON.parse(text) as T;
        onProgress?.(100);
        resolve(parsed);
      } catch {
        reject(new NoAnswerError(uploadFailures.unparseable));
      }
    };
    xhr.onerror = () => reject(new NoAnswerError(uploadFailures.network));
    xhr.onabort = () => reject(new NoAnswerError(uploadFailures.network));
    xhr.send(body);
  });
}
