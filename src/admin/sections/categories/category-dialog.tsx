// Spec §2 Categories add/edit dialog: name*, description, image (5MB max), Active switch, upload progress.
import { useState } from 'react';
import { IMAGE_LIMITS } from '../../../shared/constants';
import { formatLimit } from '../../../shared/format';
import { categoryInputSchema } from '../../../shared/schemas/catalog';
import type { Category } from '../../../shared/types';
import { EntityForm } from '../../components/entity-form';
import { EntityFormDialog, type EntityFormProps } from '../../components/entity-form-dialog';
import { TextAreaField, TextField } from '../../components/field';
import { ImageDraftField } from '../../components/image-draft-field';
import { Switch } from '../../components/switch';
import { DialogTranslations } from '../../components/translations-card';
import { createOrUpdateMessages, useCreateOrUpdateForm } from '../../components/use-create-or-update-form';
import { useImageDraft } from '../../components/use-image-draft';
import { mutations } from '../../data/mutations';

export const messages = {
  addTitle: 'Add Category',
  editTitle: 'Edit Category',
  name: 'Category Name',
  namePlaceholder: 'e.g. Apples',
  description: 'Description',
  image: 'Category Image',
  imageHint: `JPG, PNG, WebP or SVG, ${formatLimit(IMAGE_LIMITS.category)} max`,
  active: 'Active',
  ...createOrUpdateMessages('Category'),
  uploadFailed: 'Failed to upload image',
} as const;

type CategoryDialogProps = { open: boolean; category: Category | null; onClose: () => void };

export function CategoryDialog({ open, category, onClose }: CategoryDialogProps) {
  return <EntityFormDialog open={open} item={category} onClose={onClose} messages={messages} size="lg" form={CategoryForm} />;
}

function CategoryForm({ item: category, onDone }: EntityFormProps<Category>) {
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [isActive, setIsActive] = useState(category?.isActive ?? true);
  const image = useImageDraft(category?.image ?? null, 'category');
  const { busy, formProps, field } = useCreateOrUpdateForm(category, onDone, messages, {
    schema: categoryInputSchema,
    values: { name, description, isActive, image: null },
    image,
    save: mutations.categories.save,
    kind: 'category',
  });

  return (
    <>
      <EntityForm {...formProps}>
        <TextField label={messages.name} required placeholder={messages.namePlaceholder} {...field('name', name, setName)} />
        <TextAreaField label={messages.description} {...field('description', description, setDescription)} />
        <ImageDraftField label={messages.image} image={image} guidelines={messages.imageHint} disabled={busy} />
        <Switch label={messages.active} checked={isActive} onChange={setIsActive} />
      </EntityForm>
      <DialogTranslations kind="category" id={category?.id ?? null} />
    </>
  );
}
