// Uploading to the media library: the drop zone, what was refused and the progress (Media Manager and picker).
import { FileDropZone } from '../file-drop-zone';
import { InlineAlert } from '../inline-alert';
import { UploadProgress } from '../upload-progress';
import type { useMediaUpload } from './use-media-upload';

type MediaUploadBlockProps = { uploader: ReturnType<typeof useMediaUpload>; multiple: boolean; label: string; hint: string };

export function MediaUploadBlock({ uploader, multiple, label, hint }: MediaUploadBlockProps) {
  return (
    <>
      <FileDropZone
        multiple={multiple}
        documents={uploader.documents}
        label={label}
        hint={hint}
        disabled={uploader.uploading}
        onFiles={uploader.upload}
      />
      <InlineAlert message={uploader.alert} onDismiss={uploader.clearAlert} />
      <UploadProgress percent={uploader.percent} />
    </>
  );
}
