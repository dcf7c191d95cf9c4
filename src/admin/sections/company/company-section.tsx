// Company: the facts the public site states, each kept in one place: supplier countries, cities served, partners,
// business hours, shops and the founding year. The site counts its figures from them.
import { directionsUrl, type Partner, type Shop } from '../../../shared/company';
import { adminApi } from '../../admin-api';
import { ItemButton } from '../../components/item-button';
import { SettingsCard } from '../../components/settings-card';
import { SettingsPage } from '../../components/settings-page';
import { buttonClass, linkClass } from '../../components/styles';
import { Switch } from '../../components/switch';
import { useEditDialog } from '../../components/use-edit-dialog';
import { queries } from '../../data/queries';
import { useDeleteConfirm } from './delete-confirm';
import { FoundingYearCard } from './founding-year-card';
import { HoursCard } from './hours-card';
import { NamedListCard, type NamedListMessages } from './named-list-card';
import { OrderedRows } from './ordered-rows';
import { PartnerDialog } from './partner-dialog';
import { ShopDialog } from './shop-dialog';
import { useCompanyWrite } from './use-company-write';

export const messages = {
  title: 'Company',
  description: 'The facts the site states about the company. Each number on the site is counted from these lists.',
  loadFailed: 'Failed to load company details',
  moved: 'Order updated successfully',
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
  rename: (name: string) => `Rename ${name}`,
  activeLabel: (name: string) => `Show ${name} on the site`,
  partners: {
    title: 'Partners and Clients',
    description: 'Named on the home and about pages while active. A logo shows only when you add one.',
    add: 'Add Partner',
    deleted: (name: string) => `Partner ${name} deleted successfully`,
    updated: (name: string) => `Partner ${name} updated successfully`,
    noLogo: 'No logo',
  },
  shops: {
    title: 'Shops',
    description: 'Listed on the contact page with a Get directions link, and counted as the APMC Shops figure.',
    add: 'Add Shop',
    deleted: (name: string) => `Shop ${name} deleted successfully`,
    directions: 'Directions link',
    count: (n: number) => `${n} ${n === 1 ? 'shop' : 'shops'} on the site`,
  },
} as const;

/** Placeholder cards while the company's facts load, in the page's own grid. */
const skeleton = {
  count: 4,
  className: 'grid gap-6 xl:grid-cols-2',
  lines: ['h-6 w-48', 'h-4 w-full', 'h-10 w-full', 'h-10 w-full'],
};

const countries: NamedListMessages = {
  id: 'countries-title',
  title: 'Supplier Countries',
  description: 'The home and about pages show the active countries in this order; their number is the Countries figure.',
  newLabel: 'New country',
  placeholder: 'e.g. Japan',
  add: 'Add Country',
  added: (name) => `Country ${name} added successfully`,
  updated: (name) => `Country ${name} updated successfully`,
  moved: messages.moved,
  deleted: (name) => `Country ${name} deleted successfully`,
  activeLabel: messages.activeLabel,
  remove: messages.remove,
  rename: messages.rename,
  count: (n) => `${n} active ${n === 1 ? 'country' : 'countries'} on the site`,
};

const cities: NamedListMessages = {
  id: 'cities-title',
  title: 'Cities Served',
  description: 'The about page shows the active cities in this order; their number is the Major Cities figure.',
  newLabel: 'New city',
  placeholder: 'e.g. Pune',
  add: 'Add City',
  added: (name) => `City ${name} added successfully`,
  updated: (name) => `City ${name} updated successfully`,
  moved: messages.moved,
  deleted: (name) => `City ${name} deleted successfully`,
  activeLabel: messages.activeLabel,
  remove: messages.remove,
  rename: messages.rename,
  count: (n) => `${n} active ${n === 1 ? 'city' : 'cities'} on the site`,
};

export function CompanySection() {
  return (
    <SettingsPage messages={messages} query={queries.company} skeleton={skeleton}>
      {(data) => (
        <div className="space-y-6">
          <div className="grid gap-6 xl:grid-cols-2">
            <NamedListCard list="countries" entries={data.countries} messages={countries} />
            <NamedListCard list="cities" entries={data.cities} messages={cities} />
          </div>
          <ShopsCard shops={data.shops} />
          <HoursCard key={JSON.stringify(data.hours)} hours={data.hours} />
          <PartnersCard partners={data.partners} />
          <FoundingYearCard key={data.foundingYear} foundingYear={data.foundingYear} />
        </div>
      )}
    </SettingsPage>
  );
}

function PartnersCard({ partners }: { partners: readonly Partner[] }) {
  const m = messages.partners;
  const write = useCompanyWrite();
  const { busy, run } = write;
  const confirmDelete = useDeleteConfirm(write);
  const editor = useEditDialog<Partner>();
  return (
    <SettingsCard id="partners-title" title={m.title} description={m.description}>
      <button type="button" className={buttonClass('primary', 'md')} onClick={() => editor.openWith(null)}>
        {m.add}
      </button>
      <OrderedRows
        entries={partners}
        busy={busy}
        onMove={(p, direction) => void run(() => adminApi.company.move('partners', p.id, direction), messages.moved)}
        actions={(p) => (
          <>
            <ItemButton label={messages.edit(p.name)} onClick={() => editor.openWith(p)}>
              Edit
            </ItemButton>
            <ItemButton
              variant="dangerGhost"
              label={messages.remove(p.name)}
              onClick={() =>
                confirmDelete.ask({ name: p.name, remove: () => adminApi.company.remove('partners', p.id), deleted: m.deleted(p.name) })
              }
            >
              Delete
            </ItemButton>
          </>
        )}
      >
        {(p) => (
          <div className="flex items-center gap-3">
            <Switch
              label={messages.activeLabel(p.name)}
              hideLabel
              checked={p.isActive}
              pending={busy}
              onChange={(isActive) =>
                void run(
                  () => adminApi.company.update('partners', p.id, { name: p.name, logoPath: p.logoPath, url: p.url, isActive }),
                  m.updated(p.name),
                )
              }
            />
            {p.logoPath ? <img src={p.logoPath} alt="" className="size-8 rounded border border-slate-200 object-contain" /> : null}
            <div className="min-w-0">
              <p className={p.isActive ? 'font-medium text-slate-900' : 'text-slate-500 line-through'}>{p.name}</p>
              {p.url ? <p className="truncate text-xs text-slate-500">{p.url}</p> : null}
            </div>
          </div>
        )}
      </OrderedRows>
      <PartnerDialog open={editor.open} partner={editor.editing} onClose={editor.close} />
      {confirmDelete.dialog}
    </SettingsCard>
  );
}

function ShopsCard({ shops }: { shops: readonly Shop[] }) {
  const m = messages.shops;
  const write = useCompanyWrite();
  const { busy, run } = write;
  const confirmDelete = useDeleteConfirm(write);
  const editor = useEditDialog<Shop>();
  return (
    <SettingsCard id="shops-title" title={m.title} description={m.description}>
      <div className="flex flex-wrap items-center gap-4">
        <button type="button" className={buttonClass('primary', 'md')} onClick={() => editor.openWith(null)}>
          {m.add}
        </button>
        <p className="text-sm font-medium text-slate-700">{m.count(shops.length)}</p>
      </div>
      <OrderedRows
        entries={shops}
        busy={busy}
        onMove={(s, direction) => void run(() => adminApi.company.move('shops', s.id, direction), messages.moved)}
        actions={(s) => (
          <>
            <ItemButton label={messages.edit(s.name)} onClick={() => editor.openWith(s)}>
              Edit
            </ItemButton>
            <ItemButton
              variant="dangerGhost"
              label={messages.remove(s.name)}
              onClick={() =>
                confirmDelete.ask({ name: s.name, remove: () => adminApi.company.remove('shops', s.id), deleted: m.deleted(s.name) })
              }
            >
              Delete
            </ItemButton>
          </>
        )}
      >
        {(s) => (
          <div className="min-w-0 text-sm">
            <p className="font-medium text-slate-900">{s.name}</p>
            <p className="text-slate-600">{s.address}</p>
            <p className="text-slate-600">{[s.phone, s.hours].filter(Boolean).join(' · ')}</p>
            <a href={directionsUrl(s)} target="_blank" rel="noopener noreferrer" className={`${linkClass} text-xs`}>
              {m.directions}
            </a>
          </div>
        )}
      </OrderedRows>
      <ShopDialog open={editor.open} shop={editor.editing} onClose={editor.close} />
      {confirmDelete.dialog}
    </SettingsCard>
  );
}
