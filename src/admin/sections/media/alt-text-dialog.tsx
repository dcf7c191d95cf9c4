// Beyond the spec (issue 4 §9): the media item's alt text, used wherever the image appears on the public site, and
// its name, which visitors see in the gallery (SECURITY Low 7).
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
  title: 'Edit Name and Alt Text',
  description: 'Describe the image for people who cannot see it. It is used wherever the image appears on the site.',
  name: 'Name',
  nameHint: 'Visitors see this name in the gallery.',
  label: 'Alt text',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  updated: 'Name and alt text updated successfully',
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
  const [originalName, setOriginalName] = useState(item.originalName);
  const { busy, onSubmit, field } = useEntityForm(onDone, {
    schema: mediaUpdateSchema,
    values: { alt, originalName },
    save: mutations.media.update,
    variables: (output) => ({ id: item.id, alt: output.alt, originalName: output.originalName }),
    messages: { saved: messages.updated, failed: messages.failed, tryAgain: messages.tryAgain },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="flex items-center gap-3">
        <MediaThumb item={item} decorative className="h-16 w-16 rounded-md border border-slate-200 object-contain" />
        <p className="min-w-0 truncate text-sm text-slate-700">{item.originalName}</p>
      </div>
      <TextField label={messages.name} hint={messages.nameHint} {...field('originalName', originalName, setOriginalName)} />
      <TextField label={messages.label} {...field('alt', alt, setAlt)} />
      <DialogFooter cancelLabel={messages.cancel} onCancel={onDone} label={messages.save} busyLabel={messages.saving} busy={busy} />
    </form>
  );
}
