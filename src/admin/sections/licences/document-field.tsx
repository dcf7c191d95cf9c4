// A licence's document: upload a PDF or an image from the computer (stored at once, with its progress) or choose one
// from the media library; shown as a link to open it, removable.
import { useId, useState } from 'react';
import { errorMessage } from '../../../shared/http-client';
import { isPdfUpload } from '../../../shared/upload-names';
import { DocumentIcon } from '../../../ui/icons';
import { useDialogBusy } from '../../components/dialog';
import { FieldError } from '../../components/field-error';
import { checkDocumentFile, DOCUMENT_ACCEPT } from '../../components/file-checks';
import { UploadButton } from '../../components/file-chooser-button';
import { InlineAlert } from '../../components/inline-alert';
import { LibraryChoiceButtons } from '../../components/media/library-choice-buttons';
import { fileLinkClass, labelClass } from '../../components/styles';
import { UploadProgress } from '../../components/upload-progress';
import { useUpload } from '../../components/use-upload';
import { mutations } from '../../data/mutations';

export const documentMessages = {
  label: 'Document',
  hint: 'The issued licence or certificate: a PDF up to 10MB, or a scan as JPG, PNG or WebP up to 5MB. Visitors can download it from the About page.',
  upload: 'Upload Document',
  remove: 'Remove',
  none: 'No document',
  open: (pdf: boolean) => (pdf ? 'Open the PDF' : 'Open the image'),
  fileLabel: 'Document file',
  pickerTitle: 'Choose a document',
  uploadFailed: 'Failed to upload document',
} as const;

type DocumentFieldProps = { value: string | null; onChange: (path: string | null) => void; disabled: boolean; error?: string | undefined };

export function DocumentField({ value, onChange, disabled, error }: DocumentFieldProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const upload = useUpload(mutations.media.uploadDocument, {
    onSuccess: ({ path }) => onChange(path),
    onError: (failure) => setAlert(`${documentMessages.uploadFailed}: ${errorMessage(failure, 'Please try again.')}`),
  });
  const labelId = useId();
  const hintId = useId();
  const busy = disabled || upload.isPending;
  // The server may already hold the file: the dialog stays until the upload ends.
  useDialogBusy(upload.isPending);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group named by its label, as the image fields are
    <div role="group" aria-labelledby={labelId} aria-describedby={hintId} className="space-y-2">
      <p id={labelId} className={labelClass}>
        {documentMessages.label}
      </p>
      <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm">
        <DocumentIcon className="size-5 shrink-0 text-slate-500" />
        {value ? (
          <a href={value} target="_blank" rel="noreferrer" className={fileLinkClass}>
            {documentMessages.open(isPdfUpload(value))}
          </a>
        ) : (
          <span className="text-slate-600">{documentMessages.none}</span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <UploadButton
          accept={DOCUMENT_ACCEPT}
          check={checkDocumentFile}
          inputLabel={documentMessages.fileLabel}
          disabled={busy}
          onProblem={setAlert}
          onFile={(file) => upload.mutate(file)}
        >
          {documentMessages.upload}
        </UploadButton>
        <LibraryChoiceButtons path={value} onChange={onChange} messages={documentMessages} disabled={busy} documents />
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        {documentMessages.hint}
      </p>
      <UploadProgress percent={upload.percent} />
      <InlineAlert message={alert} onDismiss={() => setAlert(null)} />
      <FieldError error={error} />
    </div>
  );
}
