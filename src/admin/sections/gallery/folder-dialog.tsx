// Spec §2 Gallery Settings folder dialog: name*, description.
import { useState } from 'react';
import { folderInputSchema } from '../../../shared/schemas/catalog';
import type { GalleryFolder } from '../../../shared/types';
import { adminApi } from '../../admin-api';
import { EntityDialog, EntityForm } from '../../components/entity-form';
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
    <EntityDialog open={open} item={folder} onClose={onClose} messages={messages}>
      <FolderForm folder={folder} onDone={onClose} />
    </EntityDialog>
  );
}

function FolderForm({ folder, onDone }: { folder: GalleryFolder | null; onDone: () => void }) {
  const [name, setName] = useState(folder?.name ?? '');
  const [description, setDescription] = useState(folder?.description ?? '');
  const { busy, submit, field } = useEntityForm(onDone);

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
    <EntityForm editing={folder !== null} busy={busy} onSubmit={onSubmit} onCancel={onDone} messages={messages}>
      <TextField label={messages.name} required placeholder={messages.namePlaceholder} {...field('name', name, setName)} />
      <TextAreaField label={messages.description} {...field('description', description, setDescription)} />
    </EntityForm>
  );
}
