// Spec §2 Contact Settings: address, phone, email (each saved on blur), social links with switches, WhatsApp number.
import { useState } from 'react';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '../../../shared/constants';
import type { ContactSettings, SocialLinks } from '../../../shared/types';
import { MapPinIcon } from '../../../ui/icons';
import { TextAreaField, TextField } from '../../components/field';
import { SettingsCard } from '../../components/settings-card';
import { SettingsPage } from '../../components/settings-page';
import { Switch } from '../../components/switch';
import { SingleRecordTranslations } from '../../components/translations-card';
import { useFieldsSavedOnBlur } from '../../components/use-fields-saved-on-blur';
import { useSaveSettings } from '../../components/use-save-settings';
import { mutations } from '../../data/mutations';
import { queries } from '../../data/queries';

export const messages = {
  title: 'Contact Settings',
  description: 'Contact details shown in the footer and on the contact page. Each field saves when you leave it.',
  detailsTitle: 'Contact Details',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  whatsapp: 'WhatsApp Number',
  whatsappHint: 'With the country code, e.g. 919876543210. Shows a chat button on the public site; leave empty to hide it.',
  socialTitle: 'Social Links',
  guidance: [
    'Enter full URLs including https:// (for example https://facebook.com/yourpage).',
    'Links appear in the footer and on the contact page.',
    'Disabled links are hidden.',
  ],
  platform: { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' } satisfies Record<SocialPlatform, string>,
  placeholder: {
    facebook: 'https://facebook.com/yourpage',
    instagram: 'https://instagram.com/yourprofile',
    linkedin: 'https://linkedin.com/company/yourcompany',
  } satisfies Record<SocialPlatform, string>,
  enable: (platform: string) => `Show ${platform} link`,
  url: (platform: string) => `${platform} URL`,
  mapTitle: 'Shops and Directions',
  mapDetail: 'The contact page lists each shop with a Get directions link. Add and edit the shops under Company.',
  updated: 'Contact settings updated successfully',
  failed: 'Failed to update contact settings',
  tryAgain: 'Please try again.',
  loadFailed: 'Failed to load contact settings',
  translationsTitle: 'Address: translations',
  translationsDescription:
    'The address in Hindi, Marathi and Arabic, for the footer and the contact page, saved with the button below. Keep the PIN code as it is. Left empty, it shows in English.',
} as const;

/** Placeholder cards while the settings load: the page's two cards, side by side on wide screens. */
const skeleton = {
  count: 2,
  className: 'grid gap-6 lg:grid-cols-2',
  lines: ['h-5 w-40', 'h-20 w-full', 'h-10 w-full', 'h-10 w-full'],
};

type SocialDraft = Record<SocialPlatform, { enabled: boolean; url: string }>;

function draftOf(links: SocialLinks): SocialDraft {
  const entries = SOCIAL_PLATFORMS.map((p) => [p, { enabled: Boolean(links[p]), url: links[p] ?? '' }] as const);
  return Object.fromEntries(entries) as SocialDraft;
}

/** Spec §4: only enabled, non-empty links are sent (the set replaces the stored one). */
export function linksToSend(draft: SocialDraft): SocialLinks {
  const links: SocialLinks = {};
  for (const platform of SOCIAL_PLATFORMS) {
    const url = draft[platform].url.trim();
    if (draft[platform].enabled && url) links[platform] = url;
  }
  return links;
}

const sameLinks = (a: SocialLinks, b: SocialLinks) => SOCIAL_PLATFORMS.every((p) => (a[p] ?? '') === (b[p] ?? ''));

export function ContactSettingsSection() {
  return (
    <SettingsPage messages={messages} query={queries.contactSettings} skeleton={skeleton}>
      {(data) => <ContactForm settings={data} />}
    </SettingsPage>
  );
}

function ContactForm({ settings }: { settings: ContactSettings }) {
  const [social, setSocial] = useState<SocialDraft>(() => draftOf(settings.socialLinks));

  // A refused value is not kept in the field: the field shows what the public site shows.
  const { save } = useSaveSettings(mutations.contactSettings, {
    saved: messages.updated,
    failed: messages.failed,
    tryAgain: messages.tryAgain,
  });

  const { address, phone, email, whatsappNumber } = settings;
  const textField = useFieldsSavedOnBlur({ address, phone, email, whatsappNumber }, save);

  const saveLinks = (draft: SocialDraft) => {
    const links = linksToSend(draft);
    if (sameLinks(links, settings.socialLinks)) return;
    void save({ socialLinks: links }).then((saved) => {
      if (!saved) setSocial(draftOf(settings.socialLinks));
    });
  };

  const toggle = (platform: SocialPlatform, enabled: boolean) => {
    // Spec §4: switching a link off clears it.
    const next = { ...social, [platform]: enabled ? { ...social[platform], enabled } : { enabled: false, url: '' } };
    setSocial(next);
    if (!enabled) saveLinks(next);
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <SettingsCard id="contact-details-title" title={messages.detailsTitle}>
          <TextAreaField label={messages.address} rows={3} {...textField('address')} />
          <TextField label={messages.phone} type="tel" autoComplete="off" {...textField('phone')} />
          <TextField label={messages.email} type="email" autoComplete="off" {...textField('email')} />
          <TextField
            label={messages.whatsapp}
            type="tel"
            inputMode="numeric"
            hint={messages.whatsappHint}
            {...textField('whatsappNumber')}
          />
        </SettingsCard>
        <SingleRecordTranslations
          kind="contact-settings"
          title={messages.translationsTitle}
          description={messages.translationsDescription}
        />
      </div>
      <div className="space-y-6">
        <SettingsCard id="social-links-title" title={messages.socialTitle}>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
            {messages.guidance.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {SOCIAL_PLATFORMS.map((platform) => {
            const name = messages.platform[platform];
            return (
              <div key={platform} className="space-y-2 rounded-md border border-slate-200 p-3">
                <Switch label={messages.enable(name)} checked={social[platform].enabled} onChange={(on) => toggle(platform, on)} />
                <TextField
                  label={messages.url(name)}
                  type="url"
                  placeholder={messages.placeholder[platform]}
                  disabled={!social[platform].enabled}
                  value={social[platform].url}
                  onChange={(event) => {
                    const url = event.currentTarget.value;
                    setSocial((now) => ({ ...now, [platform]: { ...now[platform], url } }));
                  }}
                  onBlur={() => saveLinks(social)}
                />
              </div>
            );
          })}
        </SettingsCard>
        <section className="rounded-lg border border-emerald-200 bg-emerald-50 p-5" aria-labelledby="map-info-title">
          <h2 id="map-info-title" className="flex items-center gap-2 font-semibold text-emerald-900">
            <MapPinIcon className="size-5 shrink-0" />
            {messages.mapTitle}
          </h2>
          <p className="mt-1 text-sm text-emerald-800">{messages.mapDetail}</p>
        </section>
      </div>
    </div>
  );
}
