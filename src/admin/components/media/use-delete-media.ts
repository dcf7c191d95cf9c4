import type { MediaItem } from '../../../shared/types';
import { mutations, writeFrom } from '../../data/mutations';
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
    remove: writeFrom(mutations.media.remove, (item: MediaItem) => item.id),
    messages: { deleted: deleteMediaMessages.success, deleteFailed: deleteMediaMessages.failed, tryAgain: deleteMediaMessages.fallback },
  });
}
