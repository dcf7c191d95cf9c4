import { indiaDate } from '../../../shared/india-time';
import { isShownOnSite } from '../../../shared/licences';
import { placeholderContactFields } from '../../../shared/placeholders';
import { RECENT_BACKUP_MS, SETUP_ITEMS, type SetupChecklist, type SetupItemId } from '../../../shared/setup-checklist';
import type { Deps } from '../../routes-context';

type ChecklistDeps = Pick<Deps, 'settings' | 'licences' | 'stock' | 'admins' | 'meta' | 'config' | 'now'>;

/** Each item's parts: how many there are and how many are no longer at their starter state. */
function counts(d: ChecklistDeps): Record<SetupItemId, { done: number; total: number }> {
  const part = (done: boolean) => ({ done: done ? 1 : 0, total: 1 });
  const contact = d.settings.getContactSettings();
  const placeholders = placeholderContactFields(contact);
  const site = d.settings.getSiteSettings();
  const today = indiaDate(d.now());
  const shown = d.licences.list().filter((l) => isShownOnSite(l, today));
  const origins = d.stock.items();
  const lastBackup = d.meta.get('last_backup_at');
  return {
    contact: {
      done: (['address', 'phone', 'email'] as const).filter((key) => contact[key].trim() !== '' && !placeholders[key]).length,
      total: 3,
    },
    brand: { done: [site.logoPath, site.heroImagePath].filter(Boolean).length, total: 2 },
    // An importer needs both on record: the FSSAI licence (food law) and the Importer-Exporter Code (DGFT).
    licences: { done: (['fssai', 'iec'] as const).filter((type) => shown.some((l) => l.type === type)).length, total: 2 },
    availability: { done: origins.filter((o) => o.entry !== null).length, total: origins.length },
    password: part(d.admins.first()?.first_start_password !== 1),
    email: part(d.config.smtp !== null),
    publicOrigin: part(d.config.publicOrigin !== null),
    backup: part(lastBackup !== null && d.now() - Date.parse(lastBackup) < RECENT_BACKUP_MS),
  };
}

/** The items the owner set aside (kept in `meta` as a JSON list). */
export function dismissedItems(d: Pick<Deps, 'meta'>): SetupItemId[] {
  try {
    const stored: unknown = JSON.parse(d.meta.get('setup_dismissed') ?? '[]');
    return Array.isArray(stored) ? SETUP_ITEMS.filter((id) => stored.includes(id)) : [];
  } catch {
    return [];
  }
}

export function setupChecklist(d: ChecklistDeps): SetupChecklist {
  const all = counts(d);
  const dismissed = new Set(dismissedItems(d));
  return { items: SETUP_ITEMS.map((id) => ({ id, ...all[id], dismissed: dismissed.has(id) })) };
}
