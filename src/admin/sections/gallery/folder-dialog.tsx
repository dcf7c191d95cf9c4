// Spec §2 Gallery Settings folder dialog: name*, description.
import { useState } from 'react';
import { folderInputSchema } from '../../../shared/schemas/catalog';
import type { GalleryFolder } from '../../../shared/types';
import { EntityForm } from '../../components/entity-form';
import { EntityFormDialog, type EntityFormProps } from '../../components/entity-form-dialog';
import { TextAreaField, TextField } from '../../components/field';
import { createOrUpdateMessages, useCreateOrUpdateForm } from '../../components/use-create-or-update-form';
import { mutations } from '../../data/mutations';

export const messages = {
  addTitle: 'Create Folder',
  editTitle: 'Edit Folder',
  name: 'Folder Name',
  namePlaceholder: 'e.g. APMC Market',
  description: 'Description',
  descriptionHint: 'A figure such as {shops} or {hours} is filled in from your data (see Page Texts).',
  ...createOrUpdateMessages('Folder'),
} as const;

export function FolderDialog({ open, folder, onClose }: { open: boolean; folder: GalleryFolder | null; onClose: () => void }) {
  return <EntityFormDialog open={open} item={folder} onClose={onClose} messages={messages} form={FolderForm} />;
}

function FolderForm({ item: folder, onDone }: EntityFormProps<GalleryFolder>) {
  const [name, setName] = useState(folder?.name ?? '');
  const [description, setDescription] = useState(folder?.description ?? '');
  const { formProps, field } = useCreateOrUpdateForm(folder, onDone, messages, {
    schema: folderInputSchema,
    values: { name, description },
    save: mutations.gallery.saveFolder,
    kind: 'gallery-folder',
  });

  return (
    <EntityForm {...formProps}>
      <TextField label={messages.name} required placeholder={messages.namePlaceholder} {...field('name', name, setName)} />
      <TextAreaField label={messages.description} hint={messages.descriptionHint} {...field('description', description, setDescription)} />
    </EntityForm>
  );
}
