// The further images of a product, after the main one: chosen several at a time from the media library, put in
// order and removed. The product page shows them in this order.
import { IMAGE_LIMITS } from '../../../shared/constants';
import { PRODUCT_DETAIL_LIMITS } from '../../../shared/schemas/product-details';
import type { MediaItem } from '../../../shared/types';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../ui/icons';
import { FieldError } from '../../components/field-error';
import { MediaPickerButton } from '../../components/media/media-picker-button';
import { buttonClass } from '../../components/styles';
import type { ImageDraft } from './product-draft';

export const moreImagesMessages = {
  add: 'Add Images',
  pickerTitle: 'Choose further images',
  none: 'No further images yet.',
  limit: `Up to ${PRODUCT_DETAIL_LIMITS.moreImages} further images, shown after the main one in this order.`,
  image: (n: number, alt: string) => `Image ${n}${alt ? `: ${alt}` : ''}`,
  noAlt: 'No alt text (set it under Upload Images)',
  earlier: (n: number) => `Move image ${n} earlier`,
  later: (n: number) => `Move image ${n} later`,
  remove: 'Remove',
  removeLabel: (n: number) => `Remove image ${n}`,
} as const;

type MoreImagesEditorProps = {
  images: ImageDraft[];
  onChange: (images: ImageDraft[]) => void;
  /** The list's error (too many, a repeat, a path refused); the add button is marked invalid, so it takes the focus. */
  error: string | undefined;
  disabled?: boolean;
};

/** The images picked, after those already chosen (a repeat is left out), up to the limit. */
export function addPicked(images: ImageDraft[], picked: readonly MediaItem[]): ImageDraft[] {
  const added = picked
    .filter((item) => !images.some((image) => image.path === item.url))
    .map((item) => ({ path: item.url, alt: item.alt }));
  return [...images, ...added].slice(0, PRODUCT_DETAIL_LIMITS.moreImages);
}

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function MoreImagesEditor({ images, onChange, error, disabled = false }: MoreImagesEditorProps) {
  const full = images.length >= PRODUCT_DETAIL_LIMITS.moreImages;
  return (
    <div className="space-y-3">
      {images.length === 0 ? <p className="text-sm text-slate-500">{moreImagesMessages.none}</p> : null}
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.path} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
            <img
              src={image.path}
              alt={moreImagesMessages.image(index + 1, image.alt)}
              className="aspect-[4/3] w-full bg-slate-100 object-cover"
            />
            <div className="space-y-2 p-2">
              <p className="truncate text-xs text-slate-500" title={image.alt || undefined}>
                {image.alt || moreImagesMessages.noAlt}
              </p>
              <div className="flex items-center gap-1">
                <button
                  type="button"
                  className={buttonClass('ghost', 'icon')}
                  aria-label={moreImagesMessages.earlier(index + 1)}
                  disabled={index === 0}
                  onClick={() => onChange(move(images, index, index - 1))}
                >
                  <ArrowLeftIcon className="size-4" />
                </button>
                <button
                  type="button"
                  className={buttonClass('ghost', 'icon')}
                  aria-label={moreImagesMessages.later(index + 1)}
                  disabled={index === images.length - 1}
                  onClick={() => onChange(move(images, index, index + 1))}
                >
                  <ArrowRightIcon className="size-4" />
                </button>
                <button
                  type="button"
                  className={`${buttonClass('dangerGhost', 'sm')} ml-auto`}
                  aria-label={moreImagesMessages.removeLabel(index + 1)}
                  onClick={() => onChange(images.filter((_, i) => i !== index))}
                >
                  {moreImagesMessages.remove}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <MediaPickerButton
          label={moreImagesMessages.add}
          invalid={Boolean(error)}
          disabled={disabled || full}
          multiple
          max={PRODUCT_DETAIL_LIMITS.moreImages - images.length}
          title={moreImagesMessages.pickerTitle}
          limitBytes={IMAGE_LIMITS.product}
          onSelect={(picked) => onChange(addPicked(images, picked))}
        />
        <span className="text-xs text-slate-500">{moreImagesMessages.limit}</span>
      </div>
      <FieldError error={error} />
    </div>
  );
}
