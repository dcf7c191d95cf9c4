import { type CompanyFacts, companyCounts } from '../../shared/company';
import type { PublicLicence } from '../../shared/licences';
import { availabilityUrl, PUBLIC_NAV, seasonsUrl } from '../../shared/paths';
import type { ContactSettings } from '../../shared/types';
import { useLocale, useLocalePath, useT } from '../i18n/use-t';
import { BrandLogo } from './brand-logo';
import { ContactDetails } from './contact-details';
import { Copyright } from './copyright';
import { fssaiLine } from './licences-section';
import { NAV_KEYS } from './site-nav';
import { SocialLinks } from './social-links';
import { WhatsappLink } from './whatsapp-link';

const linkClass =
  'rounded text-leaf-100 transition-colors hover:text-mango-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-mango-300';

/** Spec §2 footer: logo, blurb, social links only if set, Quick Links, Contact Info, copyright. */
type SiteFooterProps = {
  logoPath: string | null;
  contact: ContactSettings;
  company: CompanyFacts;
  /** Shown today; the FSSAI licence, when on file, is named in the bottom line. */
  licences?: readonly PublicLicence[];
  /** False where the page offers WhatsApp itself (a product page): the floating button would cover its actions. */
  floatingWhatsapp?: boolean;
};

export function SiteFooter({ logoPath, contact, company, licences = [], floatingWhatsapp = true }: SiteFooterProps) {
  const lp = useLocalePath();
  const t = useT();
  const fssai = fssaiLine(useLocale(), licences);
  return (
    <footer className="relative mt-auto overflow-hidden bg-leaf-950 text-leaf-100 max-md:render-when-near-footer print:hidden">
      <div aria-hidden="true" className="absolute -end-24 -top-24 size-72 rounded-full bg-leaf-800/40 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr] lg:px-8">
        <div className="space-y-5">
          <a
            href={lp('/')}
            className={
              logoPath
                ? 'inline-flex rounded-2xl bg-cream-50 px-4 py-3 shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-300'
                : 'inline-flex rounded-lg focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-mango-300'
            }
          >
            <BrandLogo logoPath={logoPath} onDark loading="lazy" className="h-12 max-w-[14rem]" />
          </a>
          <p className="max-w-md leading-relaxed text-leaf-100">{t('footer.blurb', companyCounts(company))}</p>
          <SocialLinks links={contact.socialLinks} tone="dark" />
        </div>
        <div>
          <h2 className="font-display text-xl font-semibold text-white">{t('footer.quickLinks')}</h2>
          <ul className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 md:grid-cols-1">
            {PUBLIC_NAV.map((item) => (
              <li key={item.href}>
                <a href={lp(item.href)} className={linkClass}>
                  {t(NAV_KEYS[item.href])}
                </a>
              </li>
            ))}
          </ul>
          {/* Quick Links are the spec's five; the calendar and the stock board have their own lines under them. */}
          <p className="mt-5 flex flex-wrap gap-x-6 gap-y-3 md:flex-col">
            <a href={lp(seasonsUrl())} className={linkClass}>
              {t('footer.seasons')}
            </a>
            <a href={lp(availabilityUrl())} className={linkClass}>
              {t('footer.stock')}
            </a>
          </p>
        </div>
        <div>
          <h2 className="font-display text-xl font-semibold text-white">{t('footer.contactInfo')}</h2>
          <ul className="mt-5 space-y-4">
            <ContactDetails
              contact={contact}
              phoneClass={linkClass}
              emailClass={`${linkClass} break-all`}
              item={({ icon: Icon, value }) => (
                <li className="flex gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-mango-300" />
                  {value}
                </li>
              )}
            />
          </ul>
        </div>
      </div>
      <div className="relative border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-leaf-200 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          {/* The FSSAI line sits under the copyright, on the left: on the right the floating WhatsApp button covers it. */}
          <div className="space-y-1">
            <p>
              <Copyright />
            </p>
            {fssai ? <p>{fssai}</p> : null}
          </div>
          <p>{t('footer.tagline')}</p>
        </div>
      </div>
      {floatingWhatsapp ? <WhatsappLink number={contact.whatsappNumber} /> : null}
    </footer>
  );
}
