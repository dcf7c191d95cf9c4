// A drop target with a real file input behind a button, so it works by mouse, keyboard and drag and drop.
import { type DragEvent, type ReactNode, useId, useState } from 'react';
import { UploadIcon } from '../../ui/icons';
import { DOCUMENT_ACCEPT, IMAGE_ACCEPT } from './file-checks';
import { FileChooserButton } from './file-chooser-button';
import { buttonClass } from './styles';

const messages = {
  drop: (documents: boolean) => `Drag and drop ${documents ? 'files' : 'images'} here, or`,
  choose: (multiple: boolean) => (multiple ? 'Choose files' : 'Choose a file'),
} as const;

type FileDropZoneProps = {
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  hint?: ReactNode;
  label: string;
  /** Also takes PDF documents. */
  documents?: boolean;
};

export function FileDropZone({ multiple = false, disabled = false, onFiles, hint, label, documents = false }: FileDropZoneProps) {
  const [over, setOver] = useState(false);
  const hintId = useId();

  const take = (files: File[]) => {
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(Array.from(event.dataTransfer.files));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drag-and-drop target only; the file input inside is the keyboard and screen-reader path
    <div
      data-drop-zone=""
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors ${
        over ? 'border-emerald-500 bg-emerald-50' : 'border-slate-300 bg-slate-50'
      }`}
    >
      <UploadIcon className="h-8 w-8 text-slate-500" />
      <p className="text-sm text-slate-700">{messages.drop(documents)}</p>
      <FileChooserButton
        accept={documents ? DOCUMENT_ACCEPT : IMAGE_ACCEPT}
        multiple={multiple}
        inputLabel={label}
        describedBy={hint ? hintId : undefined}
        className={buttonClass('secondary')}
        disabled={disabled}
        onFiles={take}
      >
        {messages.choose(multiple)}
      </FileChooserButton>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
