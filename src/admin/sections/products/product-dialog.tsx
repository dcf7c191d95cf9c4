// Spec §2 Products dialog: name*, category*, origin, description, image, Featured Product and Active switches.
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { IMAGE_LIMITS } from '../../../shared/constants';
import { formatLimit } from '../../../shared/format';
import { errorMessage } from '../../../shared/http-client';
import { productInputSchema } from '../../../shared/schemas/catalog';
import type { Category, Product } from '../../../shared/types';
import { adminApi, describeError } from '../../admin-api';
import { Dialog } from '../../components/dialog';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { ImageField } from '../../components/image-field';
import { buttonClass } from '../../components/styles';
import { Switch } from '../../components/switch';
import { useToast } from '../../components/toast';
import { fieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useImageDraft } from '../../components/use-image-draft';
import { useQueryClient } from '../../data/query-context';
import { KEYS } from '../../data/query-keys';

export const messages = {
  addTitle: 'Add Product',
  editTitle: 'Edit Product',
  name: 'Product Name',
  category: 'Category',
  chooseCategory: 'Select a category',
  origin: 'Origin',
  originPlaceholder: 'e.g. USA, Chile, Turkey',
  description: 'Description',
  image: 'Product Image',
  imageHint: `JPG, PNG, WebP or SVG, ${formatLimit(IMAGE_LIMITS.product)} max`,
  featured: 'Featured Product',
  active: 'Active',
  create: 'Create',
  update: 'Update',
  saving: 'Saving...',
  cancel: 'Cancel',
  categoryRequired: 'Category is required',
  categoryRequiredDetail: 'Please select a category for the product.',
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  createFailed: 'Failed to create product',
  updateFailed: 'Failed to update product',
  uploadFailed: 'Failed to upload image',
  tryAgain: 'Please try again.',
} as const;

type ProductDialogProps = {
  open: boolean;
  product: Product | null;
  categories: Category[];
  onClose: () => void;
  /** Called with a product just created, before the dialog closes. */
  onCreated?: (product: Product) => void;
};

export function ProductDialog({ open, product, categories, onClose, onCreated }: ProductDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={product ? messages.editTitle : messages.addTitle} size="lg">
      <ProductForm key={product?.id ?? 'new'} product={product} categories={categories} onDone={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

type ProductFormProps = { product: Product | null; categories: Category[]; onDone: () => void; onCreated?: ((product: Product) => void) | undefined };

function ProductForm({ product, categories, onDone, onCreated }: ProductFormProps) {
  const { toast } = useToast();
  const client = useQueryClient();
  const [name, setName] = useState(product?.name ?? '');
  const [categoryId, setCategoryId] = useState(product ? String(product.categoryId) : '');
  const [origin, setOrigin] = useState(product?.origin ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [isFeatured, setIsFeatured] = useState(product?.isFeatured ?? false);
  const [isActive, setIsActive] = useState(product?.isActive ?? true);
  const image = useImageDraft(product?.image ?? null, 'product');
  const { errors, setErrors, clear } = useFieldErrors();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // spec §5: categoryId is sent as an integer.
    const checked = v.safeParse(productInputSchema, {
      name,
      description,
      categoryId: categoryId === '' ? undefined : Number.parseInt(categoryId, 10),
      origin,
      isFeatured,
      isActive,
      image: null,
    });
    if (!checked.success) {
      const found = fieldErrors(checked.issues);
      if (categoryId === '') {
        found.categoryId = messages.categoryRequired;
        toast({ title: messages.categoryRequired, description: messages.categoryRequiredDetail, variant: 'destructive' });
      }
      setErrors(found);
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
      const created = product ? null : await adminApi.products.create(input);
      if (product) await adminApi.products.update(product.id, input);
      toast({ title: product ? messages.updated : messages.created });
      await client.invalidate(KEYS.products, KEYS.categories);
      if (created) onCreated?.(created);
      onDone();
    } catch (error) {
      toast({
        title: product ? messages.updateFailed : messages.createFailed,
        description: errorMessage(error, messages.tryAgain),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={messages.name}
          required
          value={name}
          error={errors.name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            clear('name');
          }}
        />
        <SelectField
          label={messages.category}
          required
          value={categoryId}
          error={errors.categoryId}
          onChange={(event) => {
            setCategoryId(event.currentTarget.value);
            clear('categoryId');
          }}
        >
          <option value="">{messages.chooseCategory}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={messages.origin}
        placeholder={messages.originPlaceholder}
        value={origin}
        error={errors.origin}
        onChange={(event) => {
          setOrigin(event.currentTarget.value);
          clear('origin');
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
        limitBytes={IMAGE_LIMITS.product}
        guidelines={messages.imageHint}
        progress={image.progress}
        disabled={busy}
        onFile={image.chooseFile}
        onPick={image.pick}
        onRemove={image.remove}
      />
      <div className="flex flex-wrap gap-6">
        <Switch label={messages.featured} checked={isFeatured} onChange={setIsFeatured} />
        <Switch label={messages.active} checked={isActive} onChange={setIsActive} />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          {messages.cancel}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? messages.saving : product ? messages.update : messages.create}
        </button>
      </div>
    </form>
  );
}
