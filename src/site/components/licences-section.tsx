import type { Locale } from '../../shared/i18n/locales';
import type { LicenceType, PublicLicence } from '../../shared/licences';
import { langOf } from '../../shared/translations/in-english';
import { isPdfUpload } from '../../shared/upload-names';
import { DocumentIcon } from '../../ui/icons';
import { type MessageKey, translate } from '../i18n/catalogue';
import { formatDay } from '../i18n/formats';
import { useLocale, useT } from '../i18n/use-t';
import { PageSection } from './page-section';
import { SectionHeading } from './section-heading';

/** Each kind's name in the catalogue (the admin keeps shared/licences.ts's English labels). */
const TYPE_KEYS: Record<LicenceType, MessageKey> = {
  fssai: 'licence.fssai',
  iec: 'licence.iec',
  apeda_rcmc: 'licence.apeda_rcmc',
  gstin: 'licence.gstin',
  globalgap: 'licence.globalgap',
  phytosanitary: 'licence.phytosanitary',
  other: 'licence.other',
};

/**
 * The about page's list of the owner's licences and certificates that are active and valid today (the server passes
 * only those). Nothing at all when there are none: never an empty heading, never an invented number.
 */
export function LicencesSection({ licences }: { licences: readonly PublicLicence[] }) {
  const locale = useLocale();
  const t = useT();
  if (licences.length === 0) return null;
  const day = (iso: string) => formatDay(locale, iso);
  // The issuer is the owner's words (in English where not translated): its own element, marked with its language.
  const [issuerBefore, issuerAfter] = t('licences.issuer', { issuer: '\u0000' }).split('\u0000');
  return (
    <PageSection labelledBy="licences-title" className="py-20 md:py-24">
      <SectionHeading id="licences-title" eyebrow={t('licences.eyebrow')} title={t('licences.title')} lead={t('licences.lead')} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {licences.map((licence) => (
          <li
            key={`${licence.type}-${licence.number}`}
            data-licence={licence.type}
            className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-leaf-900/5"
          >
            <h3 className="font-display text-xl font-semibold text-leaf-950">{t(TYPE_KEYS[licence.type])}</h3>
            <p className="mt-2 font-mono text-base font-semibold tracking-wide break-all text-stone-900">
              <span className="sr-only">{t('licences.number')} </span>
              {licence.number}
            </p>
            <p className="mt-3 text-sm text-stone-700">
              {issuerBefore}
              <span lang={langOf(licence, 'issuer')}>{licence.issuer}</span>
              {issuerAfter}
            </p>
            <p className="mt-1 text-sm text-stone-700">
              {licence.validUntil
                ? t('licences.validRange', { from: day(licence.validFrom), until: day(licence.validUntil) })
                : t('licences.validFrom', { from: day(licence.validFrom) })}
            </p>
            {licence.document ? (
              <a
                href={licence.document}
                download
                className="mt-5 inline-flex w-fit items-center gap-2 rounded-full text-sm font-semibold text-leaf-800 underline decoration-leaf-300 underline-offset-4 hover:text-leaf-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-400"
              >
                <DocumentIcon className="size-5" />
                {t(isPdfUpload(licence.document) ? 'licences.downloadPdf' : 'licences.download')}
                <span className="sr-only">{` ${t(TYPE_KEYS[licence.type])} ${licence.number}`}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** The footer's line, in FSSAI's own display format, when an active, valid FSSAI licence is on file. */
export function fssaiLine(locale: Locale, licences: readonly PublicLicence[]): string | null {
  const fssai = licences.find((l) => l.type === 'fssai');
  return fssai ? translate(locale, 'licences.fssaiLine', { number: fssai.number }) : null;
}
