// Spec §2 Media Manager: multi-file upload, library with search, grid/list toggle, copy path, alt text, delete.
import { type ReactNode, useState } from 'react';
import { IMAGE_LIMITS } from '../../../shared/constants';
import { formatFileSize } from '../../../shared/format';
import type { MediaItem } from '../../../shared/types';
import { GridIcon, MenuIcon, TrashIcon } from '../../../ui/icons';
import { ColumnHeads } from '../../components/column-heads';
import { LibraryStates } from '../../components/media/library-states';
import { MediaThumb } from '../../components/media/media-thumb';
import { MediaTypeBadge } from '../../components/media/media-type-badge';
import { MediaUploadBlock } from '../../components/media/media-upload-block';
import { deleteMediaMessages, useDeleteMedia } from '../../components/media/use-delete-media';
import { useDebounced, useMediaLibrary } from '../../components/media/use-media-library';
import { useMediaUpload } from '../../components/media/use-media-upload';
import { SearchInput } from '../../components/search-input';
import { buttonClass, cardClass, focusClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { ConfirmDeleteDialog } from '../../components/use-confirm-delete';
import { PageHeader } from '../../shell/page-header';
import { AltTextDialog } from './alt-text-dialog';

export const messages = {
  title: 'Upload Images',
  description: 'Every uploaded image, ready to use for the logo, hero, categories and products.',
  uploadTitle: 'Upload Files',
  uploadLabel: 'Images to upload',
  supports: 'Supports: JPG, PNG, WebP, SVG (Max: 5MB each)',
  library: 'Media Library',
  count: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  search: 'Search media',
  searchPlaceholder: 'Search by name or filename...',
  view: 'View',
  grid: 'Grid view',
  list: 'List view',
  empty: 'No media files yet',
  noMatch: 'No files match your search',
  loadFailed: 'Failed to fetch images',
  copy: 'Copy path',
  copied: 'Path copied to clipboard',
  copyFailed: 'Failed to copy path',
  editAlt: 'Edit alt',
  remove: 'Delete',
  label: (action: string, name: string) => `${action}: ${name}`,
  noAlt: 'No alt text',
  name: 'Name',
  size: 'Size',
  type: 'Type',
  actions: 'Actions',
} as const;

export function MediaSection() {
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const term = useDebounced(search);
  const library = useMediaLibrary(term);
  const uploader = useMediaUpload(IMAGE_LIMITS.media);
  const remove = useDeleteMedia();

  const copy = async (item: MediaItem) => {
    try {
      await navigator.clipboard.writeText(item.url);
      toast({ title: messages.copied, description: item.url });
    } catch {
      toast({ title: messages.copyFailed, description: item.url, variant: 'destructive' });
    }
  };

  // In the grid the three actions share a narrow card: smaller buttons, and Delete as a bin icon (named by its label).
  const actions = (item: MediaItem, compact: boolean) => (
    <div className="flex flex-wrap items-center gap-1">
      <button
        type="button"
        className={buttonClass('secondary', compact ? 'xs' : 'sm')}
        aria-label={messages.label(messages.copy, item.originalName)}
        onClick={() => void copy(item)}
      >
        {messages.copy}
      </button>
      <button
        type="button"
        className={buttonClass('secondary', compact ? 'xs' : 'sm')}
        aria-label={messages.label(messages.editAlt, item.originalName)}
        onClick={() => setEditing(item)}
      >
        {messages.editAlt}
      </button>
      <button
        type="button"
        className={`${buttonClass('dangerGhost', compact ? 'xs' : 'sm')} ${compact ? 'ml-auto' : ''}`}
        aria-label={messages.label(messages.remove, item.originalName)}
        title={compact ? messages.remove : undefined}
        onClick={() => remove.ask(item)}
      >
        {compact ? <TrashIcon className="h-4 w-4" /> : messages.remove}
      </button>
    </div>
  );

  const items = library.data ?? [];
  return (
    <>
      <PageHeader title={messages.title} description={messages.description} />
      <section className={`${cardClass} mb-6 space-y-3 p-4 sm:p-6`} aria-labelledby="media-upload-title">
        <h2 id="media-upload-title" className="text-lg font-semibold text-slate-900">
          {messages.uploadTitle}
        </h2>
        <MediaUploadBlock uploader={uploader} multiple label={messages.uploadLabel} hint={messages.supports} />
      </section>
      <section className={`${cardClass} space-y-4 p-4 sm:p-6`} aria-labelledby="media-library-title">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="media-library-title" className="text-lg font-semibold text-slate-900">
            {messages.library}{' '}
            {library.data ? <span className="text-sm font-normal text-slate-500">({messages.count(items.length)})</span> : null}
          </h2>
          <div className="flex gap-2">
            <SearchInput messages={messages} value={search} onChange={setSearch} className="sm:w-64" />
            {/* biome-ignore lint/a11y/useSemanticElements: a named group of two toggle buttons; a fieldset would need a legend and breaks the toolbar row */}
            <div role="group" aria-label={messages.view} className="flex rounded-md border border-slate-300">
              {(['grid', 'list'] as const).map((mode) => (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={view === mode}
                  aria-label={mode === 'grid' ? messages.grid : messages.list}
                  onClick={() => setView(mode)}
                  className={`flex items-center px-3 text-sm ${view === mode ? 'bg-emerald-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'} ${focusClass}`}
                >
                  {mode === 'grid' ? <GridIcon className="h-4 w-4" /> : <MenuIcon className="h-4 w-4" />}
                </button>
              ))}
            </div>
          </div>
        </div>
        <LibraryStates
          library={library}
          gridClass="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
          spacing="py-10"
          loadFailed={messages.loadFailed}
          empty={items.length > 0 ? null : term ? messages.noMatch : messages.empty}
        >
          {view === 'grid' ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
              {items.map((item) => (
                <LibraryCard key={item.id} item={item} actions={actions(item, true)} />
              ))}
            </ul>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[640px] text-left text-sm">
                <ColumnHeads
                  className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500"
                  columns={[
                    [messages.name, 'py-2 pr-3'],
                    [messages.size, 'py-2 pr-3'],
                    [messages.type, 'py-2 pr-3'],
                    [messages.actions, 'py-2'],
                  ]}
                />
                <tbody className="divide-y divide-slate-100">
                  {items.map((item) => (
                    <LibraryRow key={item.id} item={item} actions={actions(item, false)} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </LibraryStates>
      </section>
      <AltTextDialog item={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog flow={remove} message={deleteMediaMessages.confirm} />
    </>
  );
}

/** A file in the grid view: its preview, name, alt text, size and type, and its actions (compact). */
function LibraryCard({ item, actions }: { item: MediaItem; actions: ReactNode }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      <MediaThumb item={item} className="aspect-[4/3] w-full border-b border-slate-100 bg-slate-50 object-contain" />
      <div className="flex flex-1 flex-col gap-1.5 p-2.5">
        <p className="truncate text-sm font-medium text-slate-900" title={item.originalName}>
          {item.originalName}
        </p>
        <p className="truncate text-xs text-slate-500">{item.alt || messages.noAlt}</p>
        <p className="flex items-center justify-between text-xs text-slate-500">
          <span>{formatFileSize(item.size)}</span>
          <MediaTypeBadge mimeType={item.mimeType} />
        </p>
        <div className="mt-auto pt-1">{actions}</div>
      </div>
    </li>
  );
}

/** A file in the list view: a small preview beside its name and path, then its size, type and actions. */
function LibraryRow({ item, actions }: { item: MediaItem; actions: ReactNode }) {
  return (
    <tr>
      <td className="py-2 pr-3">
        <div className="flex items-center gap-3">
          <MediaThumb item={item} decorative className="h-10 w-10 rounded border border-slate-200 object-contain" />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{item.originalName}</p>
            <p className="truncate text-xs text-slate-500">{item.url}</p>
          </div>
        </div>
      </td>
      <td className="py-2 pr-3 text-slate-600">{formatFileSize(item.size)}</td>
      <td className="py-2 pr-3">
        <MediaTypeBadge mimeType={item.mimeType} />
      </td>
      <td className="py-2">{actions}</td>
    </tr>
  );
}
