// Beyond the spec (issue 4 §9): the media item's alt text, used wherever the image appears on the public site.
import { useState } from 'react';
import { mediaUpdateSchema } from '../../../shared/schemas/media';
import type { MediaItem } from '../../../shared/types';
import { Dialog } from '../../components/dialog';
import { DialogFooter } from '../../components/dialog-footer';
import { TextField } from '../../components/field';
import { MediaThumb } from '../../components/media/media-thumb';
import { useEntityForm } from '../../components/use-entity-form';
import { mutations } from '../../data/mutations';

export const messages = {
  title: 'Edit Alt Text',
  description: 'Describe the image for people who cannot see it. It is used wherever the image appears on the site.',
  label: 'Alt text',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  updated: 'Alt text updated successfully',
  failed: 'Failed to update alt text',
  tryAgain: 'Please try again.',
} as const;

export function AltTextDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onClose={onClose} title={messages.title} description={messages.description}>
      {item ? <AltTextForm key={item.id} item={item} onDone={onClose} /> : null}
    </Dialog>
  );
}

function AltTextForm({ item, onDone }: { item: MediaItem; onDone: () => void }) {
  const [alt, setAlt] = useState(item.alt);
  const { busy, onSubmit, field } = useEntityForm(onDone, {
    schema: mediaUpdateSchema,
    values: { alt },
    save: mutations.media.update,
    variables: (output) => ({ id: item.id, alt: output.alt }),
    messages: { saved: messages.updated, failed: messages.failed, tryAgain: messages.tryAgain },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="flex items-center gap-3">
        <MediaThumb item={item} decorative className="h-16 w-16 rounded-md border border-slate-200 object-contain" />
        <p className="min-w-0 truncate text-sm text-slate-700">{item.originalName}</p>
      </div>
      <TextField label={messages.label} {...field('alt', alt, setAlt)} />
      <DialogFooter cancelLabel={messages.cancel} onCancel={onDone} label={messages.save} busyLabel={messages.saving} busy={busy} />
    </form>
  );
}
