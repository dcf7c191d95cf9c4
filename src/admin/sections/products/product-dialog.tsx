// Spec §2 Products dialog: name*, category*, origin, description, image, Featured Product and Active switches; beyond
// the spec, the slug of the product's page with a live preview of its address.
import { type ChangeEvent, useState } from 'react';
import { IMAGE_LIMITS } from '../../../shared/constants';
import { formatLimit } from '../../../shared/format';
import { productUrl } from '../../../shared/paths';
import { FALLBACK_SLUG, slugify } from '../../../shared/slug';
import type { Category, Product } from '../../../shared/types';
import { EntityDialog, EntityForm } from '../../components/entity-form';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { ImageDraftField } from '../../components/image-draft-field';
import { Switch } from '../../components/switch';
import { useProductForm } from './use-product-form';

export const messages = {
  addTitle: 'Add Product',
  editTitle: 'Edit Product',
  name: 'Product Name',
  category: 'Category',
  chooseCategory: 'Select a category',
  slug: 'Slug',
  slugPlaceholder: 'Made from the product name',
  pageAddress: 'Page address: ',
  slugNewHint: 'Left empty, it is made from the name (with -2, -3... when another product has it).',
  slugEditHint: 'Changing it moves the page; the old address then leads to the new one.',
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
    <EntityDialog open={open} item={product} onClose={onClose} messages={messages} size="lg">
      <ProductForm product={product} categories={categories} onDone={onClose} onCreated={onCreated} />
    </EntityDialog>
  );
}

type ProductFormProps = {
  product: Product | null;
  categories: Category[];
  onDone: () => void;
  onCreated?: ((product: Product) => void) | undefined;
};

function ProductForm({ product, categories, onDone, onCreated }: ProductFormProps) {
  const [name, setName] = useState(product?.name ?? '');
  const [slug, setSlug] = useState(product?.slug ?? '');
  const [categoryId, setCategoryId] = useState(product ? String(product.categoryId) : '');
  const [origin, setOrigin] = useState(product?.origin ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [isFeatured, setIsFeatured] = useState(product?.isFeatured ?? false);
  const [isActive, setIsActive] = useState(product?.isActive ?? true);
  const values = {
    name,
    // A new product's empty slug is left out (the server makes it); an edit always sends its slug.
    ...(product || slug.trim() ? { slug } : {}),
    description,
    categoryId: categoryId === '' ? undefined : Number.parseInt(categoryId, 10),
    origin,
    isFeatured,
    isActive,
  };
  const { busy, formProps, field, image } = useProductForm(product, values, {
    messages,
    onDone,
    onSaved: (saved) => {
      if (!product) onCreated?.(saved);
    },
  });

  return (
    <EntityForm {...formProps}>
      <ProductNamingFields
        categories={categories}
        control={(key) =>
          field(
            key,
            { name, categoryId, slug, origin }[key],
            { name: setName, categoryId: setCategoryId, slug: setSlug, origin: setOrigin }[key],
          )
        }
        slug={slug}
        name={name}
        editing={product !== null}
      />
      <TextAreaField label={messages.description} {...field('description', description, setDescription)} />
      <ImageDraftField label={messages.image} image={image} guidelines={messages.imageHint} disabled={busy} />
      <div className="flex flex-wrap gap-6">
        <Switch label={messages.featured} checked={isFeatured} onChange={setIsFeatured} />
        <Switch label={messages.active} checked={isActive} onChange={setIsActive} />
      </div>
    </EntityForm>
  );
}

/** The address the product's page will have, as it is typed (or as the server will make it from the name). */
type NamingField = 'name' | 'categoryId' | 'slug' | 'origin';

/** A product's name, category, slug (with its address as typed) and origin: the quick-edit dialog's and the editor's. */
export function ProductNamingFields({
  categories,
  control,
  slug,
  name,
  editing,
}: {
  categories: readonly Category[];
  control: (key: NamingField) => {
    value: string;
    error?: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  };
  slug: string;
  name: string;
  editing: boolean;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={messages.name} required {...control('name')} />
        <SelectField label={messages.category} required {...control('categoryId')}>
          <option value="">{messages.chooseCategory}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={messages.slug}
        placeholder={messages.slugPlaceholder}
        autoCapitalize="none"
        spellCheck={false}
        hint={<SlugHint slug={slug} name={name} editing={editing} />}
        {...control('slug')}
      />
      <TextField label={messages.origin} placeholder={messages.originPlaceholder} {...control('origin')} />
    </>
  );
}

export function SlugHint({ slug, name, editing }: { slug: string; name: string; editing: boolean }) {
  const shown = slug.trim() || slugify(name) || FALLBACK_SLUG;
  return (
    <>
      {messages.pageAddress}
      <span className="font-medium break-all text-slate-700">
        {window.location.origin}
        {productUrl(shown)}
      </span>
      <br />
      {editing ? messages.slugEditHint : messages.slugNewHint}
    </>
  );
}
