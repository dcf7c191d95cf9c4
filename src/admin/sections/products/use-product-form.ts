// A product's save, one flow for the quick-edit dialog and the full editor: the shared schema (with spec §5's
// 'Category is required' toast), a newly chosen image uploaded first, then the create or the update
// (useCreateOrUpdateForm over mutations.products.save).
import { type ProductInput, productInputSchema } from '../../../shared/schemas/catalog';
import type { Product } from '../../../shared/types';
import { useToast } from '../../components/toast';
import { type createOrUpdateMessages, useCreateOrUpdateForm } from '../../components/use-create-or-update-form';
import { useImageDraft } from '../../components/use-image-draft';
import { type EntrySave, mutations, type Write } from '../../data/mutations';

type ProductFormMessages = ReturnType<typeof createOrUpdateMessages> & {
  uploadFailed: string;
  categoryRequired: string;
  categoryRequiredDetail: string;
};

type ProductFormOptions<R> = {
  messages: ProductFormMessages;
  onDone: () => void;
  /** With what the save answered, after the success toast. */
  onSaved?: (saved: R) => void;
  /** The write, when not the product's own create or update (the full editor's draft and publish). */
  save?: Write<EntrySave<ProductInput>, R>;
};

/**
 * `values`: the product as the form holds it, but for its image (this hook's draft); a category not chosen yet is
 * undefined (spec §5: categoryId is sent as an integer).
 */
export function useProductForm<R = Product>(
  product: { id: number; image: string | null } | null,
  values: { categoryId: number | undefined } & Record<string, unknown>,
  { messages, onDone, onSaved, save }: ProductFormOptions<R>,
) {
  const { toast } = useToast();
  const image = useImageDraft(product?.image ?? null, 'product');
  const form = useCreateOrUpdateForm(product, onDone, messages, {
    schema: productInputSchema,
    // The schema checks the stored path; a file chosen now is uploaded only once everything else is valid.
    values: { ...values, image: storedPathOf(image.previewSrc) },
    onInvalid: () => {
      if (values.categoryId === undefined) {
        toast({ title: messages.categoryRequired, description: messages.categoryRequiredDetail, variant: 'destructive' });
      }
    },
    image,
    save: save ?? (mutations.products.save as unknown as Write<EntrySave<ProductInput>, R>),
    kind: 'product',
    onSaved,
  });
  return { ...form, image };
}

/** The path the schema checks: the image's stored path, or none while a new file (a local blob: preview) waits for the save. */
function storedPathOf(previewSrc: string | null): string | null {
  return previewSrc && !previewSrc.startsWith('blob:') ? previewSrc : null;
}
