// Add or edit a shop: name, address, phone, hours in words, and an optional map position for its directions link.
import { useState } from 'react';
import type { Shop } from '../../../shared/company';
import { shopInputSchema } from '../../../shared/schemas/company';
import { EntityForm } from '../../components/entity-form';
import type { EntityFormProps } from '../../components/entity-form-dialog';
import { TextAreaField, TextField } from '../../components/field';
import { DialogTranslations } from '../../components/translations-card';
import { createOrUpdateMessages, useCreateOrUpdateForm } from '../../components/use-create-or-update-form';
import { mutations } from '../../data/mutations';

export const shopMessages = {
  addTitle: 'Add Shop',
  editTitle: 'Edit Shop',
  name: 'Name',
  address: 'Address',
  phone: 'Phone',
  hours: 'Hours',
  hoursPlaceholder: 'e.g. Mon-Sat 6:00 AM-6:00 PM, Sun 6:00 AM-2:00 PM',
  latitude: 'Latitude',
  longitude: 'Longitude',
  positionHint: 'Optional: the map position (e.g. 19.0771 and 73.0087). Without it, directions use the address.',
  ...createOrUpdateMessages('Shop'),
} as const;

const m = shopMessages;
const text = (n: number | null) => (n === null ? '' : String(n));

export function ShopForm({ item: shop, onDone }: EntityFormProps<Shop>) {
  const [name, setName] = useState(shop?.name ?? '');
  const [address, setAddress] = useState(shop?.address ?? '');
  const [phone, setPhone] = useState(shop?.phone ?? '');
  const [hours, setHours] = useState(shop?.hours ?? '');
  const [latitude, setLatitude] = useState(text(shop?.latitude ?? null));
  const [longitude, setLongitude] = useState(text(shop?.longitude ?? null));
  const { formProps, field } = useCreateOrUpdateForm(shop, onDone, m, {
    schema: shopInputSchema,
    values: { name, address, phone, hours, latitude, longitude },
    save: mutations.company.save('shops'),
    kind: 'shop',
  });

  return (
    <>
      <EntityForm {...formProps}>
        <TextField label={m.name} required {...field('name', name, setName)} />
        <TextAreaField label={m.address} required {...field('address', address, setAddress)} />
        <TextField label={m.phone} type="tel" {...field('phone', phone, setPhone)} />
        <TextField label={m.hours} placeholder={m.hoursPlaceholder} {...field('hours', hours, setHours)} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={m.latitude} inputMode="decimal" hint={m.positionHint} {...field('latitude', latitude, setLatitude)} />
          <TextField label={m.longitude} inputMode="decimal" {...field('longitude', longitude, setLongitude)} />
        </div>
      </EntityForm>
      <DialogTranslations kind="shop" id={shop?.id ?? null} />
    </>
  );
}
