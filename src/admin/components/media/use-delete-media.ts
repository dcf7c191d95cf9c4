import type { MediaItem } from '../../../shared/types';
import { adminApi } from '../../data/api';
import { useConfirmDelete } from '../use-confirm-delete';

export const deleteMediaMessages = {
  confirm: 'Are you sure you want to delete this file?',
  failed: 'Delete failed',
  fallback: 'Failed to delete file',
  success: 'File deleted successfully',
} as const;

/** Delete with confirmation; a file in use is refused by the server (409) and its message says where. */
export function useDeleteMedia() {
  return useConfirmDelete<MediaItem>({
    remove: (item) => adminApi.media.remove(item.id),
    messages: { deleted: deleteMediaMessages.success, deleteFailed: deleteMediaMessages.failed, tryAgain: deleteMediaMessages.fallback },
    // The delete itself refreshes the library (data/api.ts's changesMedia).
    invalidate: [],
  });
}
