// Beyond the spec (issue 4 §9): the media item's alt text, used wherever the image appears on the public site.
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { errorMessage } from '../../../shared/http-client';
import { mediaUpdateSchema } from '../../../shared/schemas/media';
import type { MediaItem } from '../../../shared/types';
import { adminApi } from '../../admin-api';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/field';
import { buttonClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { fieldErrors, useFieldErrors } from '../../components/use-field-errors';
import { useQueryClient } from '../../data/query-context';
import { KEYS } from '../../data/query-keys';

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
  const { toast } = useToast();
  const client = useQueryClient();
  const [alt, setAlt] = useState(item.alt);
  const { errors, setErrors, clear } = useFieldErrors();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = v.safeParse(mediaUpdateSchema, { alt });
    if (!checked.success) {
      setErrors(fieldErrors(checked.issues));
      return;
    }
    setBusy(true);
    try {
      await adminApi.media.update(item.id, checked.output.alt);
      toast({ title: messages.updated });
      await client.invalidate(KEYS.media, KEYS.galleryImages);
      onDone();
    } catch (failure) {
      toast({ title: messages.failed, description: errorMessage(failure, messages.tryAgain), variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <div className="flex items-center gap-3">
        <img src={item.url} alt="" className="h-16 w-16 rounded-md border border-slate-200 object-contain" />
        <p className="min-w-0 truncate text-sm text-slate-700">{item.originalName}</p>
      </div>
      <TextField
        label={messages.label}
        value={alt}
        error={errors.alt}
        onChange={(event) => {
          setAlt(event.currentTarget.value);
          clear('alt');
        }}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          {messages.cancel}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? messages.saving : messages.save}
        </button>
      </div>
    </form>
  );
}
