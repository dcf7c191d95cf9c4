// The image field of an entity form, bound to its draft (uploaded when the form is saved).
import { ImageField } from './image-field';
import type { useImageDraft } from './use-image-draft';

type ImageDraftFieldProps = {
  label: string;
  image: ReturnType<typeof useImageDraft>;
  guidelines: string;
  disabled: boolean;
};

export function ImageDraftField({ label, image, guidelines, disabled }: ImageDraftFieldProps) {
  return (
    <ImageField
      label={label}
      previewSrc={image.previewSrc}
      limitBytes={image.limitBytes}
      guidelines={guidelines}
      progress={image.progress}
      disabled={disabled}
      onFile={image.chooseFile}
      onPick={image.pick}
      onRemove={image.remove}
    />
  );
}
