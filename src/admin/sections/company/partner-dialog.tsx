// Add or edit a partner or client: name, an optional link, an optional logo from the media library, Active.
import { useState } from 'react';
import type { Partner } from '../../../shared/company';
import { partnerInputSchema } from '../../../shared/schemas/company';
import { adminApi } from '../../admin-api';
import { EntityDialog, EntityForm } from '../../components/entity-form';
import { TextField } from '../../components/field';
import { MediaPicker } from '../../components/media/media-picker';
import { buttonClass, labelClass } from '../../components/styles';
import { Switch } from '../../components/switch';
import { saveMessages, useEntityForm } from '../../components/use-entity-form';

export const partnerMessages = {
  addTitle: 'Add Partner',
  editTitle: 'Edit Partner',
  name: 'Name',
  url: 'Link',
  urlHint: 'Optional: the full address of their website, https://...',
  logo: 'Logo',
  logoHint: 'Optional. Only a logo you add here is shown.',
  choose: 'Choose from Library',
  removeLogo: 'Remove logo',
  pickerTitle: 'Choose the partner logo',
  active: 'Active (shown on the site)',
  create: 'Create',
  update: 'Update',
  saving: 'Saving...',
  cancel: 'Cancel',
  created: 'Partner created successfully',
  updated: 'Partner updated successfully',
  createFailed: 'Failed to create partner',
  updateFailed: 'Failed to update partner',
  tryAgain: 'Please try again.',
} as const;

const m = partnerMessages;

export function PartnerDialog({ open, partner, onClose }: { open: boolean; partner: Partner | null; onClose: () => void }) {
  return (
    <EntityDialog open={open} item={partner} onClose={onClose} messages={m}>
      <PartnerForm partner={partner} onDone={onClose} />
    </EntityDialog>
  );
}

function PartnerForm({ partner, onDone }: { partner: Partner | null; onDone: () => void }) {
  const [name, setName] = useState(partner?.name ?? '');
  const [url, setUrl] = useState(partner?.url ?? '');
  const [logoPath, setLogoPath] = useState<string | null>(partner?.logoPath ?? null);
  const [isActive, setIsActive] = useState(partner?.isActive ?? true);
  const [picking, setPicking] = useState(false);
  const { busy, submit, field, errors } = useEntityForm(onDone);

  const onSubmit = submit({
    schema: partnerInputSchema,
    values: { name, url, logoPath, isActive },
    save: (input) => (partner ? adminApi.company.update('partners', partner.id, input) : adminApi.company.create('partners', input)),
    invalidate: ['company'],
    messages: saveMessages(partner !== null, m),
  });

  return (
    <EntityForm editing={partner !== null} busy={busy} onSubmit={onSubmit} onCancel={onDone} messages={m}>
      <TextField label={m.name} required {...field('name', name, setName)} />
      <TextField label={m.url} type="url" inputMode="url" hint={m.urlHint} {...field('url', url, setUrl)} />
      <div className="space-y-2">
        <p className={labelClass}>{m.logo}</p>
        <div className="flex flex-wrap items-center gap-3">
          {logoPath ? <img src={logoPath} alt="" className="size-16 rounded border border-slate-200 object-contain p-1" /> : null}
          <button type="button" className={buttonClass('secondary', 'sm')} disabled={busy} onClick={() => setPicking(true)}>
            {m.choose}
          </button>
          {logoPath ? (
            <button type="button" className={buttonClass('ghost', 'sm')} disabled={busy} onClick={() => setLogoPath(null)}>
              {m.removeLogo}
            </button>
          ) : null}
        </div>
        <p className="text-xs text-slate-500">{m.logoHint}</p>
        {errors.logoPath ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.logoPath}
          </p>
        ) : null}
      </div>
      <Switch label={m.active} checked={isActive} onChange={setIsActive} />
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        title={m.pickerTitle}
        imagesOnly
        onSelect={(items) => {
          if (items[0]) setLogoPath(items[0].url);
          setPicking(false);
        }}
      />
    </EntityForm>
  );
}
