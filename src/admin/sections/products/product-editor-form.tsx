// A product's full editor (beyond the spec's quick-edit dialog): the spec's fields, the slug, the images, and the
// trade details a buyer reads on the product's page. Saving sends the whole product, details included.
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { PREVIEW, type ProductDraftAnswer } from '../../../shared/drafts';
import { formatIndiaTime } from '../../../shared/format';
import { PRICE_UNITS, type PriceUnit } from '../../../shared/prices/prices';
import { PRODUCT_DETAIL_LIMITS } from '../../../shared/schemas/product-details';
import type { Category, ProductWithDetails } from '../../../shared/types';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { ImageDraftField } from '../../components/image-draft-field';
import { buttonClass, cardClass, labelClass } from '../../components/styles';
import { Switch } from '../../components/switch';
import { ConfirmDeleteDialog, useConfirmDelete } from '../../components/use-confirm-delete';
import type { FieldErrors } from '../../components/use-field-errors';
import { mutations, type ProductSaveKind } from '../../data/mutations';
import { productEditorTitle } from '../../shell/sections';
import { useUnsavedChanges } from '../../shell/unsaved-changes';
import { MoreImagesEditor } from './more-images-editor';
import { OriginsEditor } from './origins-editor';
import { messages as dialogMessages, ProductNamingFields } from './product-dialog';
import { draftOf, inputOf, type ProductDraft, sameDraft, withDraft } from './product-draft';
import { useProductForm } from './use-product-form';
import { VarietiesEditor } from './varieties-editor';

export const editorMessages = {
  basics: 'Basics',
  basicsDetail: "What the product's card and page show.",
  images: 'Images',
  imagesDetail: "The main image shows on the product's card and at the top of its page; further images follow it on the page.",
  mainImage: 'Main Image',
  moreImages: 'Further Images',
  varieties: 'Varieties',
  varietiesDetail: 'The varieties you sell, e.g. Fuji and Royal Gala.',
  origins: 'Origins',
  originsDetail:
    "Each country the fruit comes from and the months it is available from there. The product's page shows them as a season grid.",
  price: 'Indicative price',
  priceDetail:
    'Optional. Shown on the product’s page as “Indicative, as of <date>” until it is older than the days a price stands (Availability, Trade settings); with none, the page says how prices work.',
  priceMin: 'Lowest price (₹)',
  priceMax: 'Highest price (₹)',
  priceUnit: 'Per',
  perUnit: (unit: string) => `per ${unit}`,
  priceAsOf: 'Price as of',
  removePrice: 'Remove price',
  trade: 'Trade specification',
  tradeDetail: 'What a buyer checks before asking for a quote.',
  grades: 'Grades, sizes and counts',
  gradesPlaceholder: 'e.g. Extra Fancy; count 80-100 per 18 kg carton',
  packing: 'Packing',
  packingPlaceholder: 'e.g. 18 kg telescopic cartons, 60 cartons per pallet',
  shelfLife: 'Shelf life',
  shelfLifePlaceholder: 'e.g. 3-4 weeks in cold storage',
  storageTemperature: 'Storage temperature',
  storageTemperaturePlaceholder: 'e.g. 0 to 2 °C, 90-95% humidity',
  minimumOrder: 'Minimum order',
  minimumOrderPlaceholder: 'e.g. 50 cartons',
  seo: 'SEO',
  seoDetail: 'How the page shows in search results.',
  metaDescription: 'Meta description',
  metaCount: (n: number) => `${n}/${PRODUCT_DETAIL_LIMITS.metaDescription} characters.`,
  metaHint: 'Optional: left empty, the start of the description is used.',
  save: 'Save Changes',
  saving: 'Saving...',
  saveDraft: 'Save as Draft',
  saveDraftAgain: 'Save Draft',
  publish: 'Publish',
  draftSaved: 'Draft saved',
  published: 'Draft published',
  draftFailed: 'Failed to save the draft',
  publishFailed: 'Failed to publish the draft',
  draftBanner: (when: string) => `A draft of this product was saved ${when}. Visitors see the published product until you publish it.`,
  previewHint: 'The preview shows the draft as last saved.',
  preview: 'Preview',
  discard: 'Discard Draft',
  discardQuestion: 'Discard this draft? The product stays as it is published.',
  discarded: 'Draft discarded',
  discardFailed: 'Failed to discard the draft',
  unsaved: 'Unsaved changes',
  allSaved: 'All changes saved',
} as const;

/** The toasts of each of the editor's saves. */
const SAVE_TOASTS: Record<ProductSaveKind, { saved: string; failed: string }> = {
  live: { saved: dialogMessages.updated, failed: dialogMessages.updateFailed },
  draft: { saved: editorMessages.draftSaved, failed: editorMessages.draftFailed },
  publish: { saved: editorMessages.published, failed: editorMessages.publishFailed },
};

type ProductEditorFormProps = { product: ProductWithDetails; categories: Category[]; savedDraft: ProductDraftAnswer };

export function ProductEditorForm({ product, categories, savedDraft }: ProductEditorFormProps) {
  const opened = savedDraft.draft ? withDraft(product, savedDraft.draft, savedDraft.changed) : product;
  const [draft, setDraft] = useState(() => draftOf(opened));
  const [saved, setSaved] = useState(draft);
  const [savedImage, setSavedImage] = useState(opened.image);
  const hasDraft = savedDraft.draft !== null;
  // Which button sent the form (DECISION src/decisions/drafts.md); Enter saves what the first button saves.
  const how = useRef<ProductSaveKind>('live');
  const pressed = useRef<ProductSaveKind | null>(null);
  const save = useMemo(() => mutations.drafts.product(() => how.current), []);
  const messages = useMemo(
    () => ({
      ...dialogMessages,
      get updated() {
        return SAVE_TOASTS[how.current].saved;
      },
      get updateFailed() {
        return SAVE_TOASTS[how.current].failed;
      },
    }),
    [],
  );
  // The editor stays open once saved: what it saved (the product, or its draft) is its new starting point.
  const { errors, clear, busy, onSubmit, image } = useProductForm<ProductDraftAnswer | ProductWithDetails>(opened, inputOf(draft), {
    messages,
    save,
    onDone: () => {},
    onSaved: (answer) => {
      const slug = 'slug' in answer ? answer.slug : (answer.draft?.slug ?? draft.slug);
      const next = { ...draft, slug };
      setDraft(next);
      setSaved(next);
      setSavedImage('image' in answer ? answer.image : (answer.draft?.image ?? null));
    },
  });
  const discard = useConfirmDelete<number>({
    remove: mutations.drafts.discardProduct,
    messages: { deleted: editorMessages.discarded, deleteFailed: editorMessages.discardFailed, tryAgain: dialogMessages.tryAgain },
    onDeleted: () => {
      const published = draftOf(product);
      setDraft(published);
      setSaved(published);
      setSavedImage(product.image);
      if (product.image) image.pick(product.image);
      else image.remove();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    how.current = pressed.current ?? (hasDraft ? 'draft' : 'live');
    pressed.current = null;
    onSubmit(event);
  };
  const press = (kind: ProductSaveKind) => () => {
    pressed.current = kind;
  };
  const unsaved = !sameDraft(draft, saved) || image.previewSrc !== savedImage;
  useUnsavedChanges(unsaved);

  useEffect(() => {
    document.title = productEditorTitle(saved.name);
  }, [saved.name]);

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => {
    setDraft((now) => ({ ...now, [key]: value }));
    clear(key);
  };
  /** A text field's value, error and change handler. */
  const text = (key: { [K in keyof ProductDraft]: ProductDraft[K] extends string ? K : never }[keyof ProductDraft]) => ({
    value: draft[key],
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
  });

  /** A price field: its value, its error (the schema's key, e.g. price.min) and its change handler. */
  const priceText = (key: 'priceMin' | 'priceMax' | 'priceAsOf', errorKey: string) => ({
    value: draft[key],
    error: errors[errorKey] ?? (key === 'priceMin' ? errors.price : undefined),
    onChange: (event: { currentTarget: { value: string } }) => {
      set(key, event.currentTarget.value);
      clear(errorKey);
    },
  });

  const metaLength = draft.metaDescription.trim().length;

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {hasDraft ? (
        <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center">
          <p role="status" className="flex-1">
            {editorMessages.draftBanner(savedDraft.savedAt === null ? '' : `on ${formatIndiaTime(savedDraft.savedAt)}`)}{' '}
            <span className="text-amber-900">{editorMessages.previewHint}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <a href={PREVIEW.product(product.id)} target="_blank" rel="noopener" className={buttonClass('secondary', 'sm')}>
              {editorMessages.preview}
            </a>
            <button type="button" className={buttonClass('dangerGhost', 'sm')} disabled={busy} onClick={() => discard.ask(product.id)}>
              {editorMessages.discard}
            </button>
          </div>
        </div>
      ) : null}
      <EditorSection title={editorMessages.basics} detail={editorMessages.basicsDetail}>
        <ProductNamingFields categories={categories} control={text} slug={draft.slug} name={draft.name} editing />
        <TextAreaField label={dialogMessages.description} rows={4} {...text('description')} />
        <div className="flex flex-wrap gap-6">
          <Switch label={dialogMessages.active} checked={draft.isActive} onChange={(on) => set('isActive', on)} />
          <Switch label={dialogMessages.featured} checked={draft.isFeatured} onChange={(on) => set('isFeatured', on)} />
        </div>
      </EditorSection>

      <EditorSection title={editorMessages.images} detail={editorMessages.imagesDetail}>
        <ImageDraftField label={editorMessages.mainImage} image={image} guidelines={dialogMessages.imageHint} disabled={busy} />
        <div className="space-y-3 border-t border-slate-200 pt-5">
          <p className={labelClass}>{editorMessages.moreImages}</p>
          <MoreImagesEditor
            images={draft.moreImages}
            onChange={(images) => set('moreImages', images)}
            error={errors.moreImages ?? firstError(errors, 'moreImages.')}
          />
        </div>
      </EditorSection>

      <EditorSection title={editorMessages.varieties} detail={editorMessages.varietiesDetail}>
        <VarietiesEditor varieties={draft.varieties} onChange={(rows) => set('varieties', rows)} errors={errors} clear={clear} />
      </EditorSection>

      <EditorSection title={editorMessages.origins} detail={editorMessages.originsDetail}>
        <OriginsEditor origins={draft.origins} onChange={(rows) => set('origins', rows)} errors={errors} clear={clear} />
      </EditorSection>

      <EditorSection title={editorMessages.trade} detail={editorMessages.tradeDetail}>
        <TextAreaField label={editorMessages.grades} placeholder={editorMessages.gradesPlaceholder} {...text('grades')} />
        <TextAreaField label={editorMessages.packing} placeholder={editorMessages.packingPlaceholder} {...text('packing')} />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField label={editorMessages.shelfLife} placeholder={editorMessages.shelfLifePlaceholder} {...text('shelfLife')} />
          <TextField
            label={editorMessages.storageTemperature}
            placeholder={editorMessages.storageTemperaturePlaceholder}
            {...text('storageTemperature')}
          />
          <TextField label={editorMessages.minimumOrder} placeholder={editorMessages.minimumOrderPlaceholder} {...text('minimumOrder')} />
        </div>
      </EditorSection>

      <EditorSection title={editorMessages.price} detail={editorMessages.priceDetail}>
        <div className="grid grid-cols-2 gap-5 sm:grid-cols-4">
          <TextField label={editorMessages.priceMin} type="number" inputMode="numeric" min={1} {...priceText('priceMin', 'price.min')} />
          <TextField label={editorMessages.priceMax} type="number" inputMode="numeric" min={1} {...priceText('priceMax', 'price.max')} />
          <SelectField
            label={editorMessages.priceUnit}
            value={draft.priceUnit}
            error={errors['price.unit']}
            onChange={(e) => set('priceUnit', e.currentTarget.value as PriceUnit)}
          >
            {PRICE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {editorMessages.perUnit(unit)}
              </option>
            ))}
          </SelectField>
          <TextField label={editorMessages.priceAsOf} type="date" {...priceText('priceAsOf', 'price.asOf')} />
        </div>
        {draft.priceMin || draft.priceMax ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => setDraft((now) => ({ ...now, priceMin: '', priceMax: '' }))}
          >
            {editorMessages.removePrice}
          </button>
        ) : null}
      </EditorSection>

      <EditorSection title={editorMessages.seo} detail={editorMessages.seoDetail}>
        <TextAreaField
          label={editorMessages.metaDescription}
          hint={
            <>
              <span className={metaLength > PRODUCT_DETAIL_LIMITS.metaDescription ? 'font-medium text-red-700' : ''}>
                {editorMessages.metaCount(metaLength)}
              </span>{' '}
              {editorMessages.metaHint}
            </>
          }
          {...text('metaDescription')}
        />
      </EditorSection>

      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
        <p role="status" className="mr-auto text-sm text-slate-600">
          {unsaved ? editorMessages.unsaved : editorMessages.allSaved}
        </p>
        {/* The first submit button is what Enter does: save the draft while there is one, else the product. */}
        {hasDraft ? (
          <>
            <button type="submit" className={buttonClass('secondary')} disabled={busy} onClick={press('draft')}>
              {editorMessages.saveDraftAgain}
            </button>
            <button type="submit" className={buttonClass('primary')} disabled={busy} onClick={press('publish')}>
              {busy ? editorMessages.saving : editorMessages.publish}
            </button>
          </>
        ) : (
          <>
            <button type="submit" className={`${buttonClass('primary')} order-last`} disabled={busy} onClick={press('live')}>
              {busy ? editorMessages.saving : editorMessages.save}
            </button>
            <button type="submit" className={buttonClass('secondary')} disabled={busy} onClick={press('draft')}>
              {editorMessages.saveDraft}
            </button>
          </>
        )}
      </div>
      <ConfirmDeleteDialog flow={discard} message={editorMessages.discardQuestion} />
    </form>
  );
}

function firstError(errors: FieldErrors, prefix: string): string | undefined {
  const key = Object.keys(errors).find((k) => k.startsWith(prefix));
  return key ? errors[key] : undefined;
}

function EditorSection({ title, detail, children }: { title: string; detail: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${cardClass} space-y-5 p-4 sm:p-6`}>
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{detail}</p>
      </div>
      {children}
    </section>
  );
}
