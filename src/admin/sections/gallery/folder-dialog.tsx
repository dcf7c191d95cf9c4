// Spec §2 Gallery Settings folder dialog: name*, description.
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { errorMessage } from '../../../shared/http-client';
import { folderInputSchema } from '../../../shared/schemas/catalog';
import type { GalleryFolder } from '../../../shared/types';
import { adminApi } from '../../admin-api';
import { Dialog } from '../../components/dialog';
import { TextAreaField, TextField } from '../../components/field';
import { buttonClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { fieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useQueryClient } from '../../data/query-context';
import { KEYS } from '../../data/query-keys';

export const messages = {
  addTitle: 'Create Folder',
  editTitle: 'Edit Folder',
  name: 'Folder Name',
  namePlaceholder: 'e.g. APMC Market',
  description: 'Description',
  create: 'Create',
  update: 'Update',
  saving: 'Saving...',
  cancel: 'Cancel',
  created: 'Folder created successfully',
  updated: 'Folder updated successfully',
  createFailed: 'Failed to create folder',
  updateFailed: 'Failed to update folder',
  tryAgain: 'Please try again.',
} as const;

export function FolderDialog({ open, folder, onClose }: { open: boolean; folder: GalleryFolder | null; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={folder ? messages.editTitle : messages.addTitle}>
      <FolderForm key={folder?.id ?? 'new'} folder={folder} onDone={onClose} />
    </Dialog>
  );
}

function FolderForm({ folder, onDone }: { folder: GalleryFolder | null; onDone: () => void }) {
  const { toast } = useToast();
  const client = useQueryClient();
  const [name, setName] = useState(folder?.name ?? '');
  const [description, setDescription] = useState(folder?.description ?? '');
  const { errors, setErrors, clear } = useFieldErrors();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = v.safeParse(folderInputSchema, { name, description });
    if (!checked.success) {
      setErrors(fieldErrors(checked.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (folder) await adminApi.gallery.updateFolder(folder.id, checked.output);
      else await adminApi.gallery.createFolder(checked.output);
      toast({ title: folder ? messages.updated : messages.created });
      await client.invalidate(KEYS.galleryFolders);
      onDone();
    } catch (error) {
      toast({ title: folder ? messages.updateFailed : messages.createFailed, description: errorMessage(error, messages.tryAgain), variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <TextField
        label={messages.name}
        required
        placeholder={messages.namePlaceholder}
        value={name}
        error={errors.name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          clear('name');
        }}
      />
      <TextAreaField
        label={messages.description}
        value={description}
        error={errors.description}
        onChange={(event) => {
          setDescription(event.currentTarget.value);
          clear('description');
        }}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          {messages.cancel}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? messages.saving : folder ? messages.update : messages.create}
        </button>
      </div>
    </form>
  );
}
