import type { ReactNode } from 'react';
import type { ContactSettings } from '../../shared/types';
import type { IconComponent } from '../../ui/icons';
import { ClockIcon } from '../../ui/icons';
import { BrandLogo } from '../components/brand-logo';
import { ContactDetails } from '../components/contact-details';
import { Copyright } from '../components/copyright';
import { FruitMark } from '../components/fruit-placeholder';
import { useT } from '../i18n/use-t';

const linkClass = 'font-semibold text-leaf-800 underline underline-offset-4 hover:text-leaf-950';

function ContactLine({ icon: Icon, label, children }: { icon: IconComponent; label: string; children: ReactNode }) {
  return (
    <li className="inline-flex max-w-full items-center gap-2">
      <Icon className="size-5 text-leaf-700" />
      <span className="sr-only">{label}: </span>
      {children}
    </li>
  );
}

/** Spec §2: replaces every public page while the site is offline (the server answers 503). */
export function MaintenancePage({ logoPath, contact }: { logoPath: string | null; contact: ContactSettings }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-leaf-50 via-cream-50 to-mango-50">
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="w-full max-w-xl rounded-[2rem] bg-white p-8 text-center shadow-xl shadow-leaf-900/10 ring-1 ring-leaf-900/5 sm:p-12">
          <div className="flex justify-center">
            <BrandLogo logoPath={logoPath} className="h-12 max-w-[14rem] object-center" />
          </div>
          <FruitMark className="mx-auto mt-8 size-16" />
          <h1 className="mt-6 font-display text-3xl font-semibold text-leaf-950 sm:text-4xl">{t('maintenance.title')}</h1>
          <p className="mt-4 text-lg leading-relaxed text-stone-700">{t('maintenance.text')}</p>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-mango-100 px-5 py-2 font-semibold text-leaf-950">
            <ClockIcon className="size-5 text-mango-700" />
            <span>
              {t('maintenance.durationLabel')} <span className="whitespace-nowrap">{t('maintenance.duration')}</span>
            </span>
          </p>
          {contact.phone || contact.email ? (
            <div className="mt-10 border-t border-leaf-900/10 pt-8">
              <h2 className="font-display text-xl font-semibold text-leaf-950">{t('maintenance.help')}</h2>
              <ul className="mt-5 flex flex-col items-center gap-3">
                <ContactDetails
                  contact={contact}
                  kinds={['phone', 'email']}
                  phoneClass={linkClass}
                  emailClass={`min-w-0 [overflow-wrap:anywhere] ${linkClass}`}
                  item={({ kind, icon, value }) => (
                    <ContactLine icon={icon} label={t(kind === 'phone' ? 'contact.phone' : 'contact.email')}>
                      {value}
                    </ContactLine>
                  )}
                />
              </ul>
            </div>
          ) : null}
        </div>
      </main>
      <footer className="px-4 pb-8 text-center text-sm text-stone-600">
        <p>
          <Copyright />
        </p>
      </footer>
    </div>
  );
}
