import { DEFAULT_HERO_SUBTITLE, DEFAULT_HERO_TITLE } from '../../../shared/constants';
import type { ContactSettingsUpdate, SiteSettingsUpdate } from '../../../shared/schemas/settings';
import type { ContactSettings, SiteSettings } from '../../../shared/types';
import type { Db } from '../../db/open-database';

type SiteRow = { is_online: number; logo_path: string | null; hero_image_path: string | null; hero_title: string; hero_subtitle: string };
type ContactRow = {
  address: string;
  phone: string;
  email: string;
  facebook: string | null;
  instagram: string | null;
  linkedin: string | null;
  whatsapp_number: string;
};

const toSite = (r: SiteRow): SiteSettings => ({
  isOnline: r.is_online === 1,
  logoPath: r.logo_path,
  heroImagePath: r.hero_image_path,
  heroTitle: r.hero_title,
  heroSubtitle: r.hero_subtitle,
});

const toContact = (r: ContactRow): ContactSettings => ({
  address: r.address,
  phone: r.phone,
  email: r.email,
  socialLinks: {
    ...(r.facebook ? { facebook: r.facebook } : {}),
    ...(r.instagram ? { instagram: r.instagram } : {}),
    ...(r.linkedin ? { linkedin: r.linkedin } : {}),
  },
  whatsappNumber: r.whatsapp_number,
});

export function createSettingsRepo(db: Db) {
  // The single settings rows always exist; this makes them on a fresh database.
  db.prepare(`INSERT OR IGNORE INTO site_settings (id, is_online, hero_title, hero_subtitle) VALUES (1, 1, @title, @subtitle)`).run({
    title: DEFAULT_HERO_TITLE,
    subtitle: DEFAULT_HERO_SUBTITLE,
  });
  db.prepare(`INSERT OR IGNORE INTO contact_settings (id) VALUES (1)`).run();

  const getSite = db.prepare<[], SiteRow>(`SELECT * FROM site_settings WHERE id = 1`);
  const getContact = db.prepare<[], ContactRow>(`SELECT * FROM contact_settings WHERE id = 1`);
  const updateSite = db.prepare(
    `UPDATE site_settings SET
       is_online = COALESCE(@isOnline, is_online),
       logo_path = CASE WHEN @setLogo THEN @logoPath ELSE logo_path END,
       hero_image_path = CASE WHEN @setHero THEN @heroImagePath ELSE hero_image_path END,
       hero_title = COALESCE(@heroTitle, hero_title),
       hero_subtitle = COALESCE(@heroSubtitle, hero_subtitle)
     WHERE id = 1`,
  );
  const updateContact = db.prepare(
    `UPDATE contact_settings SET
       address = COALESCE(@address, address),
       phone = COALESCE(@phone, phone),
       email = COALESCE(@email, email),
       facebook = CASE WHEN @setSocial THEN @facebook ELSE facebook END,
       instagram = CASE WHEN @setSocial THEN @instagram ELSE instagram END,
       linkedin = CASE WHEN @setSocial THEN @linkedin ELSE linkedin END,
       whatsapp_number = COALESCE(@whatsappNumber, whatsapp_number)
     WHERE id = 1`,
  );

  // Both rows are read on every page and the maintenance check of every request: kept in memory, read again
  // after each write. Only a committed read is kept, so a write rolled back inside a transaction never lingers.
  let site: SiteSettings | null = null;
  let contact: ContactSettings | null = null;
  const remember = <T>(value: T): T | null => (db.inTransaction ? null : Object.freeze(value));
  const readSite = () => toSite(getSite.get()!);
  const readContact = () => toContact(getContact.get()!);

  return {
    getSiteSettings(): SiteSettings {
      if (site) return site;
      const fresh = readSite();
      site = remember(fresh);
      return fresh;
    },
    getContactSettings(): ContactSettings {
      if (contact) return contact;
      const fresh = readContact();
      contact = remember(fresh);
      return fresh;
    },
    updateSiteSettings(patch: SiteSettingsUpdate): SiteSettings {
      updateSite.run({
        isOnline: patch.isOnline === undefined ? null : patch.isOnline ? 1 : 0,
        setLogo: patch.logoPath !== undefined ? 1 : 0,
        logoPath: patch.logoPath ?? null,
        setHero: patch.heroImagePath !== undefined ? 1 : 0,
        heroImagePath: patch.heroImagePath ?? null,
        heroTitle: patch.heroTitle ?? null,
        heroSubtitle: patch.heroSubtitle ?? null,
      });
      const fresh = readSite();
      site = remember(fresh);
      return fresh;
    },
    updateContactSettings(patch: ContactSettingsUpdate): ContactSettings {
      const social = patch.socialLinks;
      updateContact.run({
        address: patch.address ?? null,
        phone: patch.phone ?? null,
        email: patch.email ?? null,
        setSocial: social ? 1 : 0,
        facebook: social?.facebook || null,
        instagram: social?.instagram || null,
        linkedin: social?.linkedin || null,
        whatsappNumber: patch.whatsappNumber ?? null,
      });
      const fresh = readContact();
      contact = remember(fresh);
      return fresh;
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
