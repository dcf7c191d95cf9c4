// Add or edit a licence or certificate: type, number (checked by its type's format), issuer, validity, document, Active.
import { useState } from 'react';
import { LICENCE_TYPE_LABELS, LICENCE_TYPES, LICENCE_TYPES_WITHOUT_EXPIRY, type Licence, type LicenceType } from '../../../shared/licences';
import { licenceInputSchema } from '../../../shared/schemas/licence';
import { adminApi } from '../../admin-api';
import { EntityDialog, EntityForm } from '../../components/entity-form';
import { SelectField, TextField } from '../../components/field';
import { Switch } from '../../components/switch';
import { saveMessages, useEntityForm } from '../../components/use-entity-form';
import { DocumentField } from './document-field';

export const messages = {
  addTitle: 'Add Licence',
  editTitle: 'Edit Licence',
  type: 'Type',
  number: 'Number',
  numberHints: {
    fssai: '14 digits, as printed on the licence',
    iec: '10 letters or digits',
    gstin: '15 characters; the last is a check character',
  } as Partial<Record<LicenceType, string>>,
  issuer: 'Issued by',
  issuerPlaceholder: 'e.g. FSSAI, Maharashtra',
  validFrom: 'Valid from',
  validUntil: 'Valid until',
  noExpiryHint: 'Leave empty if it does not expire',
  active: 'Active (shown on the site while valid)',
  create: 'Create',
  update: 'Update',
  saving: 'Saving...',
  cancel: 'Cancel',
  created: 'Licence created successfully',
  updated: 'Licence updated successfully',
  createFailed: 'Failed to create licence',
  updateFailed: 'Failed to update licence',
  tryAgain: 'Please try again.',
} as const;

type LicenceDialogProps = { open: boolean; licence: Licence | null; onClose: () => void };

export function LicenceDialog({ open, licence, onClose }: LicenceDialogProps) {
  return (
    <EntityDialog open={open} item={licence} onClose={onClose} messages={messages} size="lg">
      <LicenceForm licence={licence} onDone={onClose} />
    </EntityDialog>
  );
}

function LicenceForm({ licence, onDone }: { licence: Licence | null; onDone: () => void }) {
  const [type, setType] = useState<string>(licence?.type ?? 'fssai');
  const [number, setNumber] = useState(licence?.number ?? '');
  const [issuer, setIssuer] = useState(licence?.issuer ?? '');
  const [validFrom, setValidFrom] = useState(licence?.validFrom ?? '');
  const [validUntil, setValidUntil] = useState(licence?.validUntil ?? '');
  const [isActive, setIsActive] = useState(licence?.isActive ?? true);
  const [document, setDocument] = useState<string | null>(licence?.document ?? null);
  const { busy, submit, field, errors } = useEntityForm(onDone);
  const known = (LICENCE_TYPES as readonly string[]).includes(type) ? (type as LicenceType) : 'other';
  const expires = !LICENCE_TYPES_WITHOUT_EXPIRY.includes(known);

  const onSubmit = submit({
    schema: licenceInputSchema,
    values: { type, number, issuer, validFrom, validUntil, isActive, document },
    save: async (input) => {
      if (licence) await adminApi.licences.update(licence.id, input);
      else await adminApi.licences.create(input);
    },
    invalidate: ['licences'],
    messages: saveMessages(licence !== null, messages),
  });

  return (
    <EntityForm editing={licence !== null} busy={busy} onSubmit={onSubmit} onCancel={onDone} messages={messages}>
      <SelectField label={messages.type} required {...field('type', type, setType)}>
        {LICENCE_TYPES.map((t) => (
          <option key={t} value={t}>
            {LICENCE_TYPE_LABELS[t]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={messages.number}
        required
        autoComplete="off"
        spellCheck={false}
        hint={messages.numberHints[known]}
        {...field('number', number, setNumber)}
      />
      <TextField label={messages.issuer} required placeholder={messages.issuerPlaceholder} {...field('issuer', issuer, setIssuer)} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={messages.validFrom} required type="date" {...field('validFrom', validFrom, setValidFrom)} />
        <TextField
          label={messages.validUntil}
          required={expires}
          type="date"
          hint={expires ? undefined : messages.noExpiryHint}
          {...field('validUntil', validUntil, setValidUntil)}
        />
      </div>
      <DocumentField value={document} onChange={setDocument} disabled={busy} error={errors.document} />
      <Switch label={messages.active} checked={isActive} onChange={setIsActive} />
    </EntityForm>
  );
}
