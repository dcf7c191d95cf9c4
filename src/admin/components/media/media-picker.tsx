// Spec §2 "Media picker dialog (reusable)": library and upload tabs, search, single or multi select.
import { useState } from 'react';
import { IMAGE_LIMITS, UPLOAD } from '../../../shared/constants';
import { formatFileSize, formatLimit } from '../../../shared/format';
import type { MediaItem } from '../../../shared/types';
import { TrashIcon } from '../../../ui/icons';
import { Dialog, useDialogBusy } from '../dialog';
import { SearchInput } from '../search-input';
import { buttonClass, focusClass } from '../styles';
import { Tabs } from '../tabs';
import { ConfirmDeleteDialog } from '../use-confirm-delete';
import { LibraryStates } from './library-states';
import { MediaThumb } from './media-thumb';
import { MediaTypeBadge } from './media-type-badge';
import { MediaUploadBlock } from './media-upload-block';
import { deleteMediaMessages, useDeleteMedia } from './use-delete-media';
import { useDebounced, useMediaLibrary } from './use-media-library';
import { useMediaUpload } from './use-media-upload';

export const pickerMessages = {
  title: 'Select Media',
  library: 'Media Library',
  upload: 'Upload Files',
  search: 'Search files',
  searchPlaceholder: 'Search by name...',
  empty: 'No files found',
  loadFailed: 'Failed to fetch images',
  select: (n: number) => `Select ${n} ${n === 1 ? 'file' : 'files'}`,
  upTo: (n: number) => `Up to ${n} ${n === 1 ? 'file' : 'files'} more.`,
  cancel: 'Cancel',
  delete: (name: string) => `Delete ${name}`,
  deleteHint: 'Delete file',
  uploadLabel: 'Images to upload',
  hint: (limit: number) => `Supports: JPG, PNG, WebP, SVG (Max: ${formatLimit(limit)} each)`,
  documentHint: `Supports: PDF (Max: ${formatLimit(UPLOAD.maxDocumentBytes)}), JPG, PNG, WebP, SVG (Max: ${formatLimit(UPLOAD.maxFileBytes)})`,
  documentUploadLabel: 'Documents to upload',
} as const;

type MediaPickerProps = {
  open: boolean;
  onClose: () => void;
  onSelect: (items: MediaItem[]) => void;
  multiple?: boolean;
  /** In multi-select mode, how many files may be chosen at once (further cards wait until one is let go). */
  max?: number;
  /** Spec §5: the picker only offers images when restricted to images. */
  imagesOnly?: boolean;
  /** Offers PDF documents and images, and uploads either (a licence's document). */
  documents?: boolean;
  /** The per-use limit (IMAGE_LIMITS) for uploads made from here. */
  limitBytes?: number;
  title?: string;
};

export function MediaPicker({ open, onClose, title = pickerMessages.title, ...rest }: MediaPickerProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} size="xl">
      <PickerBody onClose={onClose} {...rest} />
    </Dialog>
  );
}

function PickerBody({
  onClose,
  onSelect,
  multiple = false,
  max = Number.POSITIVE_INFINITY,
  imagesOnly = true,
  documents = false,
  limitBytes = IMAGE_LIMITS.default,
}: Omit<MediaPickerProps, 'open' | 'title'>) {
  const [tab, setTab] = useState<'library' | 'upload'>('library');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<MediaItem[]>([]);
  const library = useMediaLibrary(useDebounced(search));
  const remove = useDeleteMedia();
  // DECISION (src/decisions/admin-behaviour.md): in single-select mode an upload of one file picks it at once (the
  // owner chose it to use it).
  const uploader = useMediaUpload(
    limitBytes,
    (items) => {
      if (!multiple && items.length === 1) {
        onSelect(items);
        onClose();
        return;
      }
      // Files uploaded while choosing several join the choice (the owner uploaded them to use them).
      if (multiple) setSelected((now) => [...now, ...items.filter((item) => !now.some((s) => s.id === item.id))].slice(0, max));
      setTab('library');
    },
    documents,
  );
  // Closed mid-upload, the picker would still pick the file once it arrives.
  useDialogBusy(uploader.uploading);

  const items = (library.data ?? []).filter((item) => documents || !imagesOnly || item.mimeType.startsWith('image/'));
  const choose = (item: MediaItem) => {
    if (!multiple) {
      onSelect([item]);
      onClose();
      return;
    }
    setSelected((now) =>
      now.some((s) => s.id === item.id) ? now.filter((s) => s.id !== item.id) : now.length < max ? [...now, item] : now,
    );
  };

  const libraryPanel = (
    <div className="space-y-4">
      <SearchInput messages={pickerMessages} value={search} onChange={setSearch} />
      <LibraryStates
        library={library}
        gridClass="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
        spacing="py-8"
        loadFailed={pickerMessages.loadFailed}
        empty={items.length > 0 ? null : pickerMessages.empty}
      >
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
          {items.map((item) => {
            const isSelected = selected.some((s) => s.id === item.id);
            return (
              <li
                key={item.id}
                className={`relative overflow-hidden rounded-lg border bg-white ${isSelected ? 'border-emerald-600 ring-2 ring-emerald-600' : 'border-slate-200'}`}
              >
                <button
                  type="button"
                  onClick={() => choose(item)}
                  aria-pressed={multiple ? isSelected : undefined}
                  disabled={multiple && !isSelected && selected.length >= max}
                  className={`block w-full text-left disabled:cursor-not-allowed disabled:opacity-50 ${focusClass}`}
                >
                  <MediaThumb item={item} className="aspect-[4/3] w-full bg-slate-100 object-contain" />
                  <span className="block space-y-1 p-2">
                    <span className="block truncate text-sm font-medium text-slate-900">{item.originalName}</span>
                    <span className="flex items-center justify-between gap-2 text-xs text-slate-500">
                      <span>{formatFileSize(item.size)}</span>
                      <MediaTypeBadge mimeType={item.mimeType} />
                    </span>
                  </span>
                </button>
                <button
                  type="button"
                  onClick={() => remove.ask(item)}
                  aria-label={pickerMessages.delete(item.originalName)}
                  title={pickerMessages.deleteHint}
                  className={`absolute right-1 top-1 rounded bg-white/90 p-1.5 text-red-700 shadow hover:bg-white ${focusClass}`}
                >
                  <TrashIcon className="h-4 w-4" />
                </button>
              </li>
            );
          })}
        </ul>
      </LibraryStates>
      {multiple ? (
        // Kept in view at the dialog's foot: on a phone the library is many screens long.
        <div className="sticky -bottom-4 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white py-4">
          {Number.isFinite(max) ? <p className="mr-auto text-xs text-slate-500">{pickerMessages.upTo(max)}</p> : null}
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {pickerMessages.cancel}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={selected.length === 0}
            onClick={() => {
              onSelect(selected);
              onClose();
            }}
          >
            {pickerMessages.select(selected.length)}
          </button>
        </div>
      ) : null}
    </div>
  );

  const uploadPanel = (
    <div className="space-y-3">
      <MediaUploadBlock
        uploader={uploader}
        multiple={multiple}
        label={documents ? pickerMessages.documentUploadLabel : pickerMessages.uploadLabel}
        hint={documents ? pickerMessages.documentHint : pickerMessages.hint(limitBytes)}
      />
    </div>
  );

  return (
    <>
      <Tabs
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'library', label: pickerMessages.library, panel: libraryPanel },
          { key: 'upload', label: pickerMessages.upload, panel: uploadPanel },
        ]}
      />
      <ConfirmDeleteDialog flow={remove} message={deleteMediaMessages.confirm} />
    </>
  );
}
