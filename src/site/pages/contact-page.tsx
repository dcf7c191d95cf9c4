import type { ComponentType, ReactNode } from 'react';
import { BUSINESS_HOURS } from '../../shared/constants';
import type { ContactSettings } from '../../shared/types';
import { buttonClasses } from '../../ui/button';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../ui/icons';
import { EmailLink, mapSearchHref, PhoneLink } from '../components/contact-links';
import { PageIntro } from '../components/page-intro';
import { configuredSocialLinks, SocialLinks } from '../components/social-links';
import { ContactForm, type ContactFormState } from '../islands/contact-form';
import { Island } from '../islands/island';

export const contactPageMessages = {
  eyebrow: 'We would love to hear from you',
  title: 'Contact Us',
  lead: 'Questions about availability, prices or a standing order? Write to us, call, or visit our shops in the APMC market.',
  infoTitle: 'Get in Touch',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  hours: 'Business Hours',
  followUs: 'Follow Us',
  formTitle: 'Send Us a Message',
  formLead: 'Fill in the form and our team will reply within one business day.',
  mapTitle: 'Find Us',
  mapText: 'Visit us at the APMC market or get directions on the map.',
  mapLink: 'Open in Google Maps',
  newTab: '(opens in a new tab)',
};

const messages = contactPageMessages;

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

const linkClass =
  'rounded font-medium text-leaf-800 underline decoration-leaf-300 underline-offset-4 hover:text-leaf-950 hover:decoration-leaf-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500';

export function ContactPage({ contact, form }: { contact: ContactSettings; form: ContactFormState }) {
  const hasSocial = configuredSocialLinks(contact.socialLinks).length > 0;
  return (
    <>
      <PageIntro eyebrow={messages.eyebrow} title={messages.title} lead={messages.lead} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
        <section aria-labelledby="contact-info-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-leaf-900/5 sm:p-8">
          <h2 id="contact-info-title" className="font-display text-2xl font-semibold text-leaf-950 sm:text-3xl">
            {messages.infoTitle}
          </h2>
          <ul className="mt-8 space-y-7">
            {contact.address ? (
              <InfoItem icon={MapPinIcon} title={messages.address}>
                <address className="whitespace-pre-line not-italic">{contact.address}</address>
              </InfoItem>
            ) : null}
            {contact.phone ? (
              <InfoItem icon={PhoneIcon} title={messages.phone}>
                <PhoneLink phone={contact.phone} className={linkClass} />
              </InfoItem>
            ) : null}
            {contact.email ? (
              <InfoItem icon={MailIcon} title={messages.email}>
                <EmailLink email={contact.email} className={`${linkClass} break-all`} />
              </InfoItem>
            ) : null}
            <InfoItem icon={ClockIcon} title={messages.hours}>
              <dl className="space-y-1">
                {BUSINESS_HOURS.map((row) => (
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
              <h3 className="font-semibold text-leaf-950">{messages.followUs}</h3>
              <div className="mt-3">
                <SocialLinks links={contact.socialLinks} />
              </div>
            </div>
          ) : null}
        </section>

        <section aria-labelledby="contact-form-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-leaf-900/5 sm:p-8">
          <h2 id="contact-form-title" className="font-display text-2xl font-semibold text-leaf-950 sm:text-3xl">
            {messages.formTitle}
          </h2>
          <p className="mt-2 mb-8 text-stone-700">{messages.formLead}</p>
          <Island name="contact-form" component={ContactForm} props={{ form }} />
        </section>
      </div>

      <section aria-labelledby="map-title" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-leaf-50 ring-1 ring-leaf-900/5">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[linear-gradient(to_right,rgb(44_93_34/0.08)_1px,transparent_1px),linear-gradient(to_bottom,rgb(44_93_34/0.08)_1px,transparent_1px)] bg-[size:2.5rem_2.5rem]"
          />
          <div aria-hidden="true" className="absolute top-1/2 -left-10 h-16 w-[120%] -rotate-6 bg-cream-100/90" />
          <div aria-hidden="true" className="absolute -top-10 left-2/3 h-[140%] w-10 rotate-12 bg-cream-100/90" />
          <div className="relative flex flex-col items-center px-6 py-16 text-center sm:py-20">
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-mango-400 text-leaf-950 shadow-lg shadow-mango-700/30">
              <MapPinIcon className="size-8" />
            </span>
            <h2 id="map-title" className="mt-6 font-display text-3xl font-semibold text-leaf-950">
              {messages.mapTitle}
            </h2>
            {contact.address ? <p className="mt-3 max-w-xl whitespace-pre-line text-stone-800">{contact.address}</p> : null}
            <p className="mt-2 text-stone-700">{messages.mapText}</p>
            {contact.address ? (
              <a
                href={mapSearchHref(contact.address)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('primary', 'lg', 'mt-8')}
              >
                {messages.mapLink}
                <span className="sr-only"> {messages.newTab}</span>
              </a>
            ) : null}
          </div>
        </div>
      </section>
    </>
  );
}
