import { formatCalendarDay } from '../../shared/format';
import { LICENCE_TYPE_LABELS, type PublicLicence } from '../../shared/licences';
import { langOf } from '../../shared/translations/in-english';
import { isPdfUpload } from '../../shared/upload-names';
import { DocumentIcon } from '../../ui/icons';
import { PageSection } from './page-section';
import { SectionHeading } from './section-heading';

export const licencesMessages = {
  eyebrow: 'Trade with confidence',
  title: 'Licences & Certificates',
  lead: 'The registrations and certificates we trade under, for buyers who check before they call.',
  number: 'No.',
  issuer: 'Issued by',
  validity: (from: string, until: string | null) =>
    until ? `Valid ${formatCalendarDay(from)} to ${formatCalendarDay(until)}` : `Valid from ${formatCalendarDay(from)}`,
  download: (pdf: boolean) => (pdf ? 'Download (PDF)' : 'Download'),
} as const;

const messages = licencesMessages;

/**
 * The about page's list of the owner's licences and certificates that are active and valid today (the server passes
 * only those). Nothing at all when there are none: never an empty heading, never an invented number.
 */
export function LicencesSection({ licences }: { licences: readonly PublicLicence[] }) {
  if (licences.length === 0) return null;
  return (
    <PageSection labelledBy="licences-title" className="py-20 md:py-24">
      <SectionHeading id="licences-title" eyebrow={messages.eyebrow} title={messages.title} lead={messages.lead} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {licences.map((licence) => (
          <li
            key={`${licence.type}-${licence.number}`}
            data-licence={licence.type}
            className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-leaf-900/5"
          >
            <h3 className="font-display text-xl font-semibold text-leaf-950">{LICENCE_TYPE_LABELS[licence.type]}</h3>
            <p className="mt-2 font-mono text-base font-semibold tracking-wide break-all text-stone-900">
              <span className="sr-only">{messages.number} </span>
              {licence.number}
            </p>
            <p className="mt-3 text-sm text-stone-700">
              {messages.issuer} <span lang={langOf(licence, 'issuer')}>{licence.issuer}</span>
            </p>
            <p className="mt-1 text-sm text-stone-700">{messages.validity(licence.validFrom, licence.validUntil)}</p>
            {licence.document ? (
              <a
                href={licence.document}
                download
                className="mt-5 inline-flex w-fit items-center gap-2 rounded-full text-sm font-semibold text-leaf-800 underline decoration-leaf-300 underline-offset-4 hover:text-leaf-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-400"
              >
                <DocumentIcon className="size-5" />
                {messages.download(isPdfUpload(licence.document))}
                <span className="sr-only">{` ${LICENCE_TYPE_LABELS[licence.type]} ${licence.number}`}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** The footer's line, in FSSAI's own display format, when an active, valid FSSAI licence is on file. */
export function fssaiLine(licences: readonly PublicLicence[]): string | null {
  const fssai = licences.find((l) => l.type === 'fssai');
  return fssai ? `FSSAI Lic. No. ${fssai.number}` : null;
}
