import type { BusinessHoursDay, CompanyData, CompanyFacts, NamedFact, Partner, Shop } from '../../../shared/company';
import type { BusinessHoursInput, NamedFactInput, PartnerInput, ShopInput } from '../../../shared/schemas/company';
import type { Db } from '../../db/open-database';
import { orderedList } from './ordered-list';

type NamedRow = { id: number; name: string; is_active: number; position: number };
type PartnerRow = NamedRow & { logo_path: string | null; url: string };
type ShopRow = Shop;
type HoursRow = { weekday: number; opens: string | null; closes: string | null };

const toNamed = (r: NamedRow): NamedFact => ({ id: r.id, name: r.name, isActive: r.is_active === 1, position: r.position });
const toPartner = (r: PartnerRow): Partner => ({ ...toNamed(r), logoPath: r.logo_path, url: r.url });
const toShop = (r: ShopRow): Shop => ({
  id: r.id,
  name: r.name,
  address: r.address,
  phone: r.phone,
  hours: r.hours,
  latitude: r.latitude,
  longitude: r.longitude,
  position: r.position,
});

const namedParams = (input: NamedFactInput) => ({ name: input.name, is_active: input.isActive ? 1 : 0 });

/** All SQL of the company's facts (migration 6's tables). */
export function createCompanyRepo(db: Db) {
  const countries = orderedList<NamedRow, NamedFactInput, NamedFact>(db, 'supplier_countries', ['name', 'is_active'], namedParams, toNamed);
  const cities = orderedList<NamedRow, NamedFactInput, NamedFact>(db, 'cities_served', ['name', 'is_active'], namedParams, toNamed);
  const partners = orderedList<PartnerRow, PartnerInput, Partner>(
    db,
    'partners',
    ['name', 'logo_path', 'url', 'is_active'],
    (input) => ({ name: input.name, logo_path: input.logoPath, url: input.url, is_active: input.isActive ? 1 : 0 }),
    toPartner,
  );
  const shops = orderedList<ShopRow, ShopInput, Shop>(
    db,
    'shops',
    ['name', 'address', 'phone', 'hours', 'latitude', 'longitude'],
    (input) => ({ ...input }),
    toShop,
  );

  const listHours = db.prepare<[], HoursRow>('SELECT weekday, opens, closes FROM business_hours ORDER BY weekday');
  const putHours = db.prepare('INSERT OR REPLACE INTO business_hours (weekday, opens, closes) VALUES (@weekday, @opens, @closes)');
  const getFounding = db.prepare<[], { founding_year: number }>('SELECT founding_year FROM company_settings WHERE id = 1');
  const setFounding = db.prepare('UPDATE company_settings SET founding_year = @foundingYear WHERE id = 1');

  const hours = (): BusinessHoursDay[] => listHours.all().map((r) => ({ weekday: r.weekday, opens: r.opens, closes: r.closes }));
  const foundingYear = (): number => getFounding.get()!.founding_year;

  return {
    countries,
    cities,
    partners,
    shops,
    hours,
    setHours: db.transaction((input: BusinessHoursInput): BusinessHoursDay[] => {
      for (const day of input.days) putHours.run(day);
      return hours();
    }),
    foundingYear,
    setFoundingYear(year: number): number {
      setFounding.run({ foundingYear: year });
      return foundingYear();
    },
    /** Everything the admin edits, in one read. */
    all(): CompanyData {
      return {
        countries: countries.list(),
        cities: cities.list(),
        partners: partners.list(),
        hours: hours(),
        shops: shops.list(),
        foundingYear: foundingYear(),
      };
    },
    /** What the public pages show, read in one transaction so every number on a page agrees; `year`: India's now. */
    facts: db.transaction((year: number): CompanyFacts => {
      const founded = foundingYear();
      return {
        countries: countries.list().flatMap((c) => (c.isActive ? [c.name] : [])),
        cities: cities.list().flatMap((c) => (c.isActive ? [{ id: c.id, name: c.name }] : [])),
        partners: partners.list().flatMap((p) => (p.isActive ? [{ name: p.name, logoPath: p.logoPath, url: p.url }] : [])),
        hours: hours(),
        shops: shops.list(),
        foundingYear: founded,
        years: Math.max(0, year - founded),
      };
    }),
  };
}
export type CompanyRepo = ReturnType<typeof createCompanyRepo>;
