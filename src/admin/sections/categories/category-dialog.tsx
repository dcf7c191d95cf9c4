// Spec §2 Categories add/edit dialog: name*, description, image (5MB max), Active switch, upload progress.
import { useState } from 'react';
import { IMAGE_LIMITS } from '../../../shared/constants';
import { formatLimit } from '../../../shared/format';
import { categoryInputSchema } from '../../../shared/schemas/catalog';
import type { Category } from '../../../shared/types';
import { adminApi } from '../../admin-api';
import { EntityDialog, EntityForm } from '../../components/entity-form';
import { TextAreaField, TextField } from '../../components/field';
import { ImageDraftField } from '../../components/image-draft-field';
import { Switch } from '../../components/switch';
import { saveMessages, useEntityForm } from '../../components/use-entity-form';
import { useImageDraft } from '../../components/use-image-draft';

export const messages = {
  addTitle: 'Add Category',
  editTitle: 'Edit Category',
  name: 'Category Name',
  namePlaceholder: 'e.g. Apples',
  description: 'Description',
  image: 'Category Image',
  imageHint: `JPG, PNG, WebP or SVG, ${formatLimit(IMAGE_LIMITS.category)} max`,
  active: 'Active',
  create: 'Create',
  update: 'Update',
  saving: 'Saving...',
  cancel: 'Cancel',
  created: 'Category created successfully',
  updated: 'Category updated successfully',
  createFailed: 'Failed to create category',
  updateFailed: 'Failed to update category',
  uploadFailed: 'Failed to upload image',
  tryAgain: 'Please try again.',
} as const;

type CategoryDialogProps = { open: boolean; category: Category | null; onClose: () => void };

export function CategoryDialog({ open, category, onClose }: CategoryDialogProps) {
  return (
    <EntityDialog open={open} item={category} onClose={onClose} messages={messages} size="lg">
      <CategoryForm category={category} onDone={onClose} />
    </EntityDialog>
  );
}

function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [isActive, setIsActive] = useState(category?.isActive ?? true);
  const image = useImageDraft(category?.image ?? null, 'category');
  const { busy, submit, field } = useEntityForm(onDone);

  const onSubmit = submit({
    schema: categoryInputSchema,
    values: { name, description, isActive, image: null },
    image,
    save: async (output, imagePath) => {
      const input = { ...output, image: imagePath };
      if (category) await adminApi.categories.update(category.id, input);
      else await adminApi.categories.create(input);
    },
    invalidate: ['categories', 'products'],
    messages: saveMessages(category !== null, messages),
  });

  return (
    <EntityForm editing={category !== null} busy={busy} onSubmit={onSubmit} onCancel={onDone} messages={messages}>
      <TextField label={messages.name} required placeholder={messages.namePlaceholder} {...field('name', name, setName)} />
      <TextAreaField label={messages.description} {...field('description', description, setDescription)} />
      <ImageDraftField label={messages.image} image={image} guidelines={messages.imageHint} disabled={busy} />
      <Switch label={messages.active} checked={isActive} onChange={setIsActive} />
    </EntityForm>
  );
}
