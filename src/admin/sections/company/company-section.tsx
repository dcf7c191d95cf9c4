// Company: the facts the public site states, each kept in one place: supplier countries, cities served, partners,
// business hours, shops and the founding year. The site counts its figures from them.
import { directionsUrl, type Partner, type Shop } from '../../../shared/company';
import { SettingsPage } from '../../components/settings-page';
import { linkClass } from '../../components/styles';
import { queries } from '../../data/queries';
import { activeNameClass, SwitchedEntry } from './company-list-rows';
import { DialogListCard } from './dialog-list-card';
import { FoundingYearCard } from './founding-year-card';
import { HoursCard } from './hours-card';
import { NamedListCard, namedListMessages } from './named-list-card';
import { PartnerForm, partnerMessages } from './partner-dialog';
import { ShopForm, shopMessages } from './shop-dialog';

export const messages = {
  title: 'Company',
  description: 'The facts the site states about the company. Each number on the site is counted from these lists.',
  loadFailed: 'Failed to load company details',
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

const countries = namedListMessages('country', 'countries', {
  title: 'Supplier Countries',
  description: 'The home and about pages show the active countries in this order; their number is the Countries figure.',
  placeholder: 'e.g. Japan',
});

const cities = namedListMessages('city', 'cities', {
  title: 'Cities Served',
  description: 'The about page shows the active cities in this order; their number is the Major Cities figure.',
  placeholder: 'e.g. Pune',
});

export function CompanySection() {
  return (
    <SettingsPage messages={messages} query={queries.company} skeleton={skeleton}>
      {(data) => (
        <div className="space-y-6">
          <div className="grid gap-6 xl:grid-cols-2">
            <NamedListCard list="countries" entries={data.countries} messages={countries} />
            <NamedListCard list="cities" entries={data.cities} messages={cities} translatable />
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
  return (
    <DialogListCard list="partners" entries={partners} messages={m} dialog={{ form: PartnerForm, messages: partnerMessages }}>
      {(p, { busy, save }) => (
        <SwitchedEntry
          name={p.name}
          isActive={p.isActive}
          pending={busy}
          onChange={(isActive) =>
            void save.run({ id: p.id, input: { name: p.name, logoPath: p.logoPath, url: p.url, isActive } }, m.updated(p.name))
          }
        >
          {p.logoPath ? <img src={p.logoPath} alt="" className="size-8 rounded border border-slate-200 object-contain" /> : null}
          <div className="min-w-0">
            <p className={activeNameClass(p.isActive)}>{p.name}</p>
            {p.url ? <p className="truncate text-xs text-slate-500">{p.url}</p> : null}
          </div>
        </SwitchedEntry>
      )}
    </DialogListCard>
  );
}

function ShopsCard({ shops }: { shops: readonly Shop[] }) {
  const m = messages.shops;
  return (
    <DialogListCard
      list="shops"
      entries={shops}
      messages={m}
      beside={<p className="text-sm font-medium text-slate-700">{m.count(shops.length)}</p>}
      dialog={{ form: ShopForm, messages: shopMessages }}
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
    </DialogListCard>
  );
}
