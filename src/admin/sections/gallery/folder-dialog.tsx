// Spec §2 Gallery Settings folder dialog: name*, description.
import { useState } from 'react';
import { folderInputSchema } from '../../../shared/schemas/catalog';
import type { GalleryFolder } from '../../../shared/types';
import { adminApi } from '../../admin-api';
import { Dialog } from '../../components/dialog';
import { DialogFooter } from '../../components/dialog-footer';
import { TextAreaField, TextField } from '../../components/field';
import { saveMessages, useEntityForm } from '../../components/use-entity-form';

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
  const [name, setName] = useState(folder?.name ?? '');
  const [description, setDescription] = useState(folder?.description ?? '');
  const { errors, busy, submit, change } = useEntityForm(onDone);

  const onSubmit = submit({
    schema: folderInputSchema,
    values: { name, description },
    save: async (output) => {
      if (folder) await adminApi.gallery.updateFolder(folder.id, output);
      else await adminApi.gallery.createFolder(output);
    },
    invalidate: ['galleryFolders'],
    messages: saveMessages(folder !== null, messages),
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <TextField
        label={messages.name}
        required
        placeholder={messages.namePlaceholder}
        value={name}
        error={errors.name}
        onChange={change('name', setName)}
      />
      <TextAreaField
        label={messages.description}
        value={description}
        error={errors.description}
        onChange={change('description', setDescription)}
      />
      <DialogFooter
        cancelLabel={messages.cancel}
        onCancel={onDone}
        label={folder ? messages.update : messages.create}
        busyLabel={messages.saving}
        busy={busy}
      />
    </form>
  );
}
