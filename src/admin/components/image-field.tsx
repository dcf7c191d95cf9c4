// One image of an entity or of the site: preview, upload from the computer, choose from the library, remove.
// The owner decides when a chosen file is uploaded (at once for site images, on save for categories and products).
import { useEffect, useId, useState } from 'react';
import { checkImageFile, IMAGE_ACCEPT } from './file-checks';
import { UploadButton } from './file-chooser-button';
import { InlineAlert } from './inline-alert';
import { MediaPickerButton } from './media/media-picker-button';
import { buttonClass, labelClass } from './styles';
import { UploadProgress } from './upload-progress';

export const imageFieldMessages = {
  upload: 'Upload Image',
  remove: 'Remove',
  none: 'No image',
  preview: (label: string) => `${label} preview`,
  fileLabel: (label: string) => `${label} file`,
  pickerTitle: (label: string) => `Choose ${label.toLowerCase()}`,
} as const;

type ImageFieldProps = {
  label: string;
  /** What the image is now: a stored path, a local preview URL, or null. */
  previewSrc: string | null;
  /** Shown when there is no image (the site's built-in default). */
  fallbackSrc?: string;
  limitBytes: number;
  guidelines?: string;
  onFile: (file: File) => void;
  onPick: (path: string) => void;
  onRemove: () => void;
  progress?: number | null;
  disabled?: boolean;
  /** Square beside the buttons (entity images); wide (hero) and logo (a wide mark) above them. */
  shape?: 'square' | 'wide' | 'logo';
  /** The label as a card heading (site settings) instead of a form label (dialogs). */
  heading?: boolean;
};

const previewShapes = {
  square: 'h-32 w-32',
  wide: 'aspect-video w-full max-w-md',
  logo: 'h-28 w-full max-w-sm p-4',
} as const;

export function ImageField(props: ImageFieldProps) {
  const {
    label,
    previewSrc,
    fallbackSrc,
    limitBytes,
    guidelines,
    onFile,
    onPick,
    onRemove,
    progress = null,
    disabled = false,
    shape = 'square',
    heading = false,
  } = props;
  const [alert, setAlert] = useState<string | null>(null);
  const labelId = useId();
  const src = previewSrc ?? fallbackSrc ?? null;
  const busy = disabled || progress !== null;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group named by its heading; a fieldset's min-content width would overflow the phone layout
    <div role="group" aria-labelledby={labelId} className="space-y-3">
      {heading ? (
        <h2 id={labelId} className="text-lg font-semibold text-slate-900">
          {label}
        </h2>
      ) : (
        <p id={labelId} className={labelClass}>
          {label}
        </p>
      )}
      <div className={`flex flex-col gap-4 ${shape === 'square' ? 'sm:flex-row sm:items-start' : ''}`}>
        <div
          className={`flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50 ${previewShapes[shape]}`}
        >
          {src ? (
            <img
              src={src}
              alt={imageFieldMessages.preview(label)}
              className={`h-full w-full ${shape === 'wide' ? 'object-cover' : 'object-contain'}`}
            />
          ) : (
            <span className="text-xs text-slate-500">{imageFieldMessages.none}</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap gap-2">
            <UploadButton
              accept={IMAGE_ACCEPT}
              check={(file) => checkImageFile(file, limitBytes)}
              inputLabel={imageFieldMessages.fileLabel(label)}
              disabled={busy}
              onProblem={setAlert}
              onFile={onFile}
            >
              {imageFieldMessages.upload}
            </UploadButton>
            <MediaPickerButton
              disabled={busy}
              title={imageFieldMessages.pickerTitle(label)}
              limitBytes={limitBytes}
              onSelect={([first]) => {
                if (first) {
                  setAlert(null);
                  onPick(first.url);
                }
              }}
            />
            <button type="button" className={buttonClass('ghost', 'sm')} disabled={busy || previewSrc === null} onClick={onRemove}>
              {imageFieldMessages.remove}
            </button>
          </div>
          {guidelines ? <p className="text-xs text-slate-500">{guidelines}</p> : null}
          <InlineAlert message={alert} onDismiss={() => setAlert(null)} />
          <UploadProgress percent={progress} />
        </div>
      </div>
    </div>
  );
}

/** A local preview URL for a file not uploaded yet, revoked when the file changes or the screen closes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
