import { useState } from 'react';
import type { MediaItem } from '../../../shared/types';
import { adminApi } from '../../admin-api';
import { errorMessage } from '../../../shared/http-client';
import { useQueryClient } from '../../data/query-context';
import { KEYS } from '../../data/query-keys';
import { useToast } from '../toast';

export const deleteMediaMessages = {
  confirm: 'Are you sure you want to delete this file?',
  failed: 'Delete failed',
  fallback: 'Failed to delete file',
  success: 'File deleted successfully',
} as const;

/** Delete with confirmation; a file in use is refused by the server (409) and its message says where. */
export function useDeleteMedia() {
  const { toast } = useToast();
  const client = useQueryClient();
  const [pending, setPending] = useState<MediaItem | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await adminApi.media.remove(pending.id);
      toast({ title: deleteMediaMessages.success });
      await client.invalidate(KEYS.media);
    } catch (error) {
      toast({ title: deleteMediaMessages.failed, description: errorMessage(error, deleteMediaMessages.fallback), variant: 'destructive' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return { pending, busy, ask: setPending, cancel: () => setPending(null), confirm };
}
