// Spec §2 Categories add/edit dialog: name*, description, image (5MB max), Active switch, upload progress.
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { IMAGE_LIMITS } from '../../../shared/constants';
import { formatLimit } from '../../../shared/format';
import { errorMessage } from '../../../shared/http-client';
import { categoryInputSchema } from '../../../shared/schemas/catalog';
import type { Category } from '../../../shared/types';
import { adminApi, describeError } from '../../admin-api';
import { Dialog } from '../../components/dialog';
import { TextAreaField, TextField } from '../../components/field';
import { ImageField } from '../../components/image-field';
import { buttonClass } from '../../components/styles';
import { Switch } from '../../components/switch';
import { useToast } from '../../components/toast';
import { fieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useImageDraft } from '../../components/use-image-draft';
import { useQueryClient } from '../../data/query-context';
import { KEYS } from '../../data/query-keys';

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
    <Dialog open={open} onClose={onClose} title={category ? messages.editTitle : messages.addTitle} size="lg">
      <CategoryForm key={category?.id ?? 'new'} category={category} onDone={onClose} />
    </Dialog>
  );
}

function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const { toast } = useToast();
  const client = useQueryClient();
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [isActive, setIsActive] = useState(category?.isActive ?? true);
  const image = useImageDraft(category?.image ?? null, 'category');
  const { errors, setErrors, clear } = useFieldErrors();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = v.safeParse(categoryInputSchema, { name, description, isActive, image: null });
    if (!checked.success) {
      setErrors(fieldErrors(checked.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    let imagePath: string | null;
    try {
      imagePath = await image.resolve();
    } catch (error) {
      toast({ title: messages.uploadFailed, description: describeError(error, messages.tryAgain), variant: 'destructive' });
      setBusy(false);
      return;
    }
    const input = { ...checked.output, image: imagePath };
    try {
      if (category) await adminApi.categories.update(category.id, input);
      else await adminApi.categories.create(input);
      toast({ title: category ? messages.updated : messages.created });
      await client.invalidate(KEYS.categories, KEYS.products);
      onDone();
    } catch (error) {
      toast({
        title: category ? messages.updateFailed : messages.createFailed,
        description: errorMessage(error, messages.tryAgain),
        variant: 'destructive',
      });
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
      <ImageField
        label={messages.image}
        previewSrc={image.previewSrc}
        limitBytes={IMAGE_LIMITS.category}
        guidelines={messages.imageHint}
        progress={image.progress}
        disabled={busy}
        onFile={image.chooseFile}
        onPick={image.pick}
        onRemove={image.remove}
      />
      <Switch label={messages.active} checked={isActive} onChange={setIsActive} />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          {messages.cancel}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? messages.saving : category ? messages.update : messages.create}
        </button>
      </div>
    </form>
  );
}
