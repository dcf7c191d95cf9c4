// Deleting a company fact asks first, as every other delete in the admin does: a country, city, partner or shop
// taken off by a slip would otherwise be gone at one click (and a country or city with its place in the order).
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { useCompanyWrite } from './use-company-write';

export const deleteQuestion = (name: string) => `Are you sure you want to delete ${name}?`;

type PendingDelete = { name: string; remove: () => Promise<unknown>; deleted: string };

export function useDeleteConfirm({ busy, run }: ReturnType<typeof useCompanyWrite>) {
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={pending ? deleteQuestion(pending.name) : ''}
      busy={busy}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        if (pending) void run(pending.remove, pending.deleted).finally(() => setPending(null));
      }}
    />
  );
  return { ask: setPending, dialog };
}
