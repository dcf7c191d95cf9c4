import { FILE_SIZE_UNITS } from './constants';

/** Spec §9 file size units: Bytes, KB, MB, GB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const k = 1024;
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(k)), FILE_SIZE_UNITS.length - 1);
  const value = bytes / k ** i;
  return `${Number.parseFloat(value.toFixed(2))} ${FILE_SIZE_UNITS[i]}`;
}

/** Sizes in MB, as the gallery upload list shows them. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** The limit as the spec's alert words it: 'File size must be less than 2MB'. */
export function formatLimit(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))}MB`;
}
