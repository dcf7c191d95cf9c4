// Add or edit a partner or client: name, an optional link, an optional logo from the media library, Active.
import { useState } from 'react';
import type { Partner } from '../../../shared/company';
import { partnerInputSchema } from '../../../shared/schemas/company';
import { EntityForm } from '../../components/entity-form';
import type { EntityFormProps } from '../../components/entity-form-dialog';
import { TextField } from '../../components/field';
import { FieldError } from '../../components/field-error';
import { LibraryChoiceButtons } from '../../components/media/library-choice-buttons';
import { labelClass } from '../../components/styles';
import { Switch } from '../../components/switch';
import { createOrUpdateMessages, useCreateOrUpdateForm } from '../../components/use-create-or-update-form';
import { mutations } from '../../data/mutations';

export const partnerMessages = {
  addTitle: 'Add Partner',
  editTitle: 'Edit Partner',
  name: 'Name',
  url: 'Link',
  urlHint: 'Optional: the full address of their website, https://...',
  logo: 'Logo',
  logoHint: 'Optional. Only a logo you add here is shown.',
  remove: 'Remove logo',
  pickerTitle: 'Choose the partner logo',
  active: 'Active (shown on the site)',
  ...createOrUpdateMessages('Partner'),
} as const;

const m = partnerMessages;

export function PartnerForm({ item: partner, onDone }: EntityFormProps<Partner>) {
  const [name, setName] = useState(partner?.name ?? '');
  const [url, setUrl] = useState(partner?.url ?? '');
  const [logoPath, setLogoPath] = useState<string | null>(partner?.logoPath ?? null);
  const [isActive, setIsActive] = useState(partner?.isActive ?? true);
  const { busy, formProps, field, errors } = useCreateOrUpdateForm(partner, onDone, m, {
    schema: partnerInputSchema,
    values: { name, url, logoPath, isActive },
    save: mutations.company.save('partners'),
    kind: 'partner',
  });

  return (
    <EntityForm {...formProps}>
      <TextField label={m.name} required {...field('name', name, setName)} />
      <TextField label={m.url} type="url" inputMode="url" hint={m.urlHint} {...field('url', url, setUrl)} />
      <div className="space-y-2">
        <p className={labelClass}>{m.logo}</p>
        <div className="flex flex-wrap items-center gap-3">
          {logoPath ? <img src={logoPath} alt="" className="size-16 rounded border border-slate-200 object-contain p-1" /> : null}
          <LibraryChoiceButtons path={logoPath} onChange={setLogoPath} messages={m} disabled={busy} imagesOnly />
        </div>
        <p className="text-xs text-slate-500">{m.logoHint}</p>
        <FieldError error={errors.logoPath} />
      </div>
      <Switch label={m.active} checked={isActive} onChange={setIsActive} />
    </EntityForm>
  );
}
