// Add or edit a licence or certificate: type, number (checked by its type's format), issuer, validity, document, Active.
import { useState } from 'react';
import { LICENCE_TYPE_LABELS, LICENCE_TYPES, LICENCE_TYPES_WITHOUT_EXPIRY, type Licence, type LicenceType } from '../../../shared/licences';
import { licenceInputSchema } from '../../../shared/schemas/licence';
import { SelectOptions } from '../../../ui/select-options';
import { EntityForm } from '../../components/entity-form';
import { EntityFormDialog, type EntityFormProps } from '../../components/entity-form-dialog';
import { SelectField, TextField } from '../../components/field';
import { Switch } from '../../components/switch';
import { DialogTranslations } from '../../components/translations-card';
import { createOrUpdateMessages, useCreateOrUpdateForm } from '../../components/use-create-or-update-form';
import { mutations } from '../../data/mutations';
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
  ...createOrUpdateMessages('Licence'),
} as const;

type LicenceDialogProps = { open: boolean; licence: Licence | null; onClose: () => void };

export function LicenceDialog({ open, licence, onClose }: LicenceDialogProps) {
  return <EntityFormDialog open={open} item={licence} onClose={onClose} messages={messages} size="lg" form={LicenceForm} />;
}

function LicenceForm({ item: licence, onDone }: EntityFormProps<Licence>) {
  const [type, setType] = useState<string>(licence?.type ?? 'fssai');
  const [number, setNumber] = useState(licence?.number ?? '');
  const [issuer, setIssuer] = useState(licence?.issuer ?? '');
  const [validFrom, setValidFrom] = useState(licence?.validFrom ?? '');
  const [validUntil, setValidUntil] = useState(licence?.validUntil ?? '');
  const [isActive, setIsActive] = useState(licence?.isActive ?? true);
  const [document, setDocument] = useState<string | null>(licence?.document ?? null);
  const known = (LICENCE_TYPES as readonly string[]).includes(type) ? (type as LicenceType) : 'other';
  const expires = !LICENCE_TYPES_WITHOUT_EXPIRY.includes(known);
  const { busy, formProps, field, errors } = useCreateOrUpdateForm(licence, onDone, messages, {
    schema: licenceInputSchema,
    values: { type, number, issuer, validFrom, validUntil, isActive, document },
    save: mutations.licences.save,
    kind: 'licence',
  });

  return (
    <>
      <EntityForm {...formProps}>
        <SelectField label={messages.type} required {...field('type', type, setType)}>
          <SelectOptions options={LICENCE_TYPES.map((t) => [t, LICENCE_TYPE_LABELS[t]] as const)} />
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
      <DialogTranslations kind="licence" id={licence?.id ?? null} />
    </>
  );
}
