// Licences and certificates: their kinds, their validity in India time, and what the public site may show.

import { indiaDate, indiaMidnight } from './india-time';
import type { InEnglishFields } from './translations/in-english';

export const LICENCE_TYPES = ['fssai', 'iec', 'apeda_rcmc', 'gstin', 'globalgap', 'phytosanitary', 'other'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];

export const LICENCE_TYPE_LABELS: Record<LicenceType, string> = {
  fssai: 'FSSAI licence',
  iec: 'Import Export Code (IEC)',
  apeda_rcmc: 'APEDA RCMC',
  gstin: 'GSTIN',
  globalgap: 'GlobalGAP certificate',
  phytosanitary: 'Phytosanitary certificate',
  other: 'Other',
};

/** Kinds that are issued without an end date (an IEC, a GST registration): "valid until" may stay empty. */
export const LICENCE_TYPES_WITHOUT_EXPIRY: readonly LicenceType[] = ['iec', 'gstin', 'other'];

/** An entry as the admin API answers it. Dates are India calendar days, 'YYYY-MM-DD'. */
export type Licence = {
  id: number;
  type: LicenceType;
  number: string;
  issuer: string;
  validFrom: string;
  validUntil: string | null;
  isActive: boolean;
  /** An upload path: a PDF or an image. */
  document: string | null;
  updatedAt: string;
};

/** What the public site shows of an entry. */
export type PublicLicence = Pick<Licence, 'id' | 'type' | 'number' | 'issuer' | 'validFrom' | 'validUntil' | 'document'> & {
  /** Fields shown in English on a page in another language, having no translation there: marked lang="en". */
  inEnglish?: InEnglishFields;
};

/** The admin warns this many days before an entry expires. */
export const LICENCE_WARNING_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day it is in India at `at`, 'YYYY-MM-DD'. */
export function todayInIndia(at: Date = new Date()): string {
  return indiaDate(at.getTime());
}

/** The instant a day ('YYYY-MM-DD') begins in India. */
export function dayStartInIndia(day: string): Date {
  const [year = Number.NaN, month = Number.NaN, date = Number.NaN] = day.split('-').map(Number);
  return new Date(indiaMidnight(year, month, date));
}

/** Days from `today` to `day` (both 'YYYY-MM-DD'); negative when `day` is past. */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** Valid through its last day: an entry until 2026-12-31 expires when 1 January 2027 begins in India. */
export const isExpired = (licence: Pick<Licence, 'validUntil'>, today: string): boolean =>
  licence.validUntil !== null && licence.validUntil < today;

/** Shown on the public site: switched on, already valid, not expired. */
export const isShownOnSite = (licence: Pick<Licence, 'isActive' | 'validFrom' | 'validUntil'>, today: string): boolean =>
  licence.isActive && licence.validFrom <= today && !isExpired(licence, today);

export type LicenceWarning = { kind: 'expired' } | { kind: 'expiring'; days: number } | null;

/** The admin's warning: expired, or expiring within LICENCE_WARNING_DAYS days. */
export function licenceWarning(licence: Pick<Licence, 'validUntil'>, today: string): LicenceWarning {
  if (licence.validUntil === null) return null;
  const days = daysBetween(today, licence.validUntil);
  if (days < 0) return { kind: 'expired' };
  return days <= LICENCE_WARNING_DAYS ? { kind: 'expiring', days } : null;
}

/**
 * The next instant at which what the public site shows of these entries changes with no write: an entry becoming
 * valid (its first day begins) or expiring (the day after its last begins). Undefined when none is ahead.
 */
export function nextLicenceChange(licences: readonly Pick<Licence, 'isActive' | 'validFrom' | 'validUntil'>[], at: Date): Date | undefined {
  let next: number | undefined;
  for (const l of licences) {
    if (!l.isActive) continue;
    const moments = [dayStartInIndia(l.validFrom).getTime()];
    if (l.validUntil) moments.push(dayStartInIndia(l.validUntil).getTime() + DAY_MS);
    for (const m of moments) if (m > at.getTime() && (next === undefined || m < next)) next = m;
  }
  return next === undefined ? undefined : new Date(next);
}
