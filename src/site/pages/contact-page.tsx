import type { ComponentType, ReactNode } from 'react';
import { type CompanyFacts, directionsUrl } from '../../shared/company';
import { langOf } from '../../shared/translations/in-english';
import type { ContactSettings } from '../../shared/types';
import { buttonClasses } from '../../ui/button';
import { ArrowRightIcon, ClockIcon, MapPinIcon, PhoneIcon } from '../../ui/icons';
import { ContactDetails } from '../components/contact-details';
import { PhoneLink } from '../components/contact-links';
import { useContactFormLanguage } from '../components/form-words';
import { PageIntro } from '../components/page-intro';
import { SectionHeading } from '../components/section-heading';
import { configuredSocialLinks, SocialLinks } from '../components/social-links';
import { hoursRowsIn } from '../i18n/formats';
import { useLocale, useT } from '../i18n/use-t';
import { ContactForm, type ContactFormState } from '../islands/contact-form';
import { Island } from '../islands/island';

function InfoItem({ icon: Icon, title, children }: { icon: ComponentType<{ className?: string }>; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-leaf-100 text-leaf-700">
        <Icon className="size-6" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-leaf-950">{title}</h3>
        <div className="mt-1 text-stone-700">{children}</div>
      </div>
    </li>
  );
}

/** One shop: where it is, its phone and hours, and a link that opens the visitor's map app with directions. */
function ShopCard({ shop }: { shop: CompanyFacts['shops'][number] }) {
  const t = useT();
  return (
    <article aria-labelledby={`shop-${shop.id}`} className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-leaf-900/5">
      <h3 id={`shop-${shop.id}`} className="flex items-center gap-3 font-display text-xl font-semibold text-leaf-950">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-mango-400 text-leaf-950">
          <MapPinIcon className="size-5" />
        </span>
        <span lang={langOf(shop, 'name')}>{shop.name}</span>
      </h3>
      <address className="mt-4 whitespace-pre-line text-stone-700 not-italic" lang={langOf(shop, 'address')}>
        {shop.address}
      </address>
      {shop.phone ? (
        <p className="mt-3 flex items-center gap-2">
          <PhoneIcon className="size-4 shrink-0 text-leaf-700" />
          <PhoneLink phone={shop.phone} className={linkClass} />
        </p>
      ) : null}
      {shop.hours ? (
        <p className="mt-2 flex items-start gap-2 text-stone-700">
          <ClockIcon className="mt-1 size-4 shrink-0 text-leaf-700" />
          <span lang={langOf(shop, 'hours')}>{shop.hours}</span>
        </p>
      ) : null}
      <a href={directionsUrl(shop)} className={buttonClasses('primary', 'md', 'mt-6 self-start')}>
        {t('contact.directions')}
        <span className="sr-only"> {t('contact.directionsTo', { name: shop.name })}</span>
        <ArrowRightIcon className="size-4" />
      </a>
    </article>
  );
}

const linkClass =
  'rounded font-medium text-leaf-800 underline decoration-leaf-300 underline-offset-4 hover:text-leaf-950 hover:decoration-leaf-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500';

export function ContactPage({ contact, company, form }: { contact: ContactSettings; company: CompanyFacts; form: ContactFormState }) {
  const hasSocial = configuredSocialLinks(contact.socialLinks).length > 0;
  const t = useT();
  const locale = useLocale();
  const formLanguage = useContactFormLanguage();
  const kindTitle = { address: t('contact.address'), phone: t('contact.phone'), email: t('contact.email') };
  return (
    <>
      <PageIntro eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
        <section aria-labelledby="contact-info-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-leaf-900/5 sm:p-8">
          <h2 id="contact-info-title" className="font-display text-2xl font-semibold text-leaf-950 sm:text-3xl">
            {t('contact.infoTitle')}
          </h2>
          <ul className="mt-8 space-y-7">
            <ContactDetails
              contact={contact}
              phoneClass={linkClass}
              emailClass={`${linkClass} break-all`}
              item={({ kind, icon, value }) => (
                <InfoItem icon={icon} title={kindTitle[kind]}>
                  {value}
                </InfoItem>
              )}
            />
            <InfoItem icon={ClockIcon} title={t('contact.hours')}>
              <dl className="space-y-1">
                {hoursRowsIn(locale, company.hours).map((row) => (
                  <div key={row.days} className="grid gap-x-4 sm:grid-cols-[auto_1fr] sm:justify-items-end">
                    <dt>{row.days}</dt>
                    <dd className="font-semibold text-stone-900">{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </InfoItem>
          </ul>
          {hasSocial ? (
            <div className="mt-8 border-t border-leaf-900/10 pt-6">
              <h3 className="font-semibold text-leaf-950">{t('contact.followUs')}</h3>
              <div className="mt-3">
                <SocialLinks links={contact.socialLinks} />
              </div>
            </div>
          ) : null}
        </section>

        {/* On a phone the form comes after the contact details, below the first view: laid out as it comes near. */}
        <section
          aria-labelledby="contact-form-title"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-leaf-900/5 max-md:render-when-near sm:p-8"
        >
          <h2 id="contact-form-title" className="font-display text-2xl font-semibold text-leaf-950 sm:text-3xl">
            {t('contact.formTitle')}
          </h2>
          <p className="mt-2 mb-8 text-stone-700">{t('contact.formLead')}</p>
          <Island name="contact-form" component={ContactForm} props={{ form, ...formLanguage }} />
        </section>
      </div>

      {company.shops.length > 0 ? (
        <section aria-labelledby="shops-title" className="mx-auto max-w-7xl render-when-near px-4 pb-20 sm:px-6 lg:px-8">
          <SectionHeading
            id="shops-title"
            eyebrow={t('contact.shopsEyebrow')}
            title={t('contact.shopsTitle')}
            lead={t('contact.shopsLead')}
          />
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {company.shops.map((shop) => (
              <li key={shop.id}>
                <ShopCard shop={shop} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
