// Spec §2 'Site Settings': online/offline, logo, hero image, hero title and subtitle (saved on blur).
import { IMAGE_LIMITS } from '../../../shared/constants';
import type { SiteSettings } from '../../../shared/types';
import { SettingsPage } from '../../components/settings-page';
import { useSaveSettings } from '../../components/use-save-settings';
import { useUpload } from '../../components/use-upload';
import { mutations, writeFrom } from '../../data/mutations';
import { queries } from '../../data/queries';
import { BrandImageCard } from './brand-image-card';
import { HeroTextCard, HeroTranslationsCard } from './hero-text-card';
import { SetupChecklistCard } from './setup-checklist-card';
import { SiteStatusCard } from './site-status-card';
import { TranslationCoverageCard } from './translation-coverage-card';

export const messages = {
  title: 'Site Settings',
  description: 'Control whether the site is online, and its logo and home page hero.',
  updated: 'Settings updated successfully',
  updateFailed: 'Failed to update settings',
  tryAgain: 'Please try again.',
  loadFailed: 'Failed to load settings',
  logo: 'Logo',
  logoGuidelines: 'Recommended: 200x200px, PNG/JPG/SVG, 2MB max',
  logoUploadFailed: 'Failed to upload logo',
  hero: 'Hero Background Image',
  heroGuidelines: 'Recommended: 1920x1080 or larger, JPG/PNG, 5MB max',
  heroUploadFailed: 'Failed to upload hero image',
} as const;

export const DEFAULT_LOGO = '/assets/logo.svg';
export const DEFAULT_HERO = '/assets/hero-default.jpg';

/** The two images of the site's brand: the setting each is saved in, and how its card shows it. */
const brandImages = {
  logo: {
    setting: 'logoPath',
    label: messages.logo,
    fallbackSrc: DEFAULT_LOGO,
    guidelines: messages.logoGuidelines,
    shape: 'logo',
    uploadFailed: messages.logoUploadFailed,
  },
  hero: {
    setting: 'heroImagePath',
    label: messages.hero,
    fallbackSrc: DEFAULT_HERO,
    guidelines: messages.heroGuidelines,
    shape: 'wide',
    uploadFailed: messages.heroUploadFailed,
  },
} as const;

/** Placeholder cards while the settings load: the page's four cards, two a row on wide screens. */
const skeleton = {
  count: 4,
  className: 'grid gap-6 xl:grid-cols-2',
  spacing: 'space-y-3',
  lines: ['h-5 w-40', 'h-4 w-64 max-w-full', 'h-24 w-full'],
};

export function SiteSettingsSection() {
  // The status, the hero's text and each image save through writes of their own: each waits only for its own.
  const status = useSaveSettings(mutations.siteSettings, saveMessages);
  const text = useSaveSettings(mutations.heroText, saveMessages);
  return (
    <SettingsPage messages={messages} query={queries.siteSettings} skeleton={skeleton}>
      {(data) => (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <div className="xl:col-span-2 empty:hidden">
            <SetupChecklistCard />
          </div>
          <SiteStatusCard isOnline={data.isOnline} saving={status.pending} onChange={(isOnline) => void status.save({ isOnline })} />
          <BrandImage which="logo" settings={data} />
          <HeroTextCard settings={data} onSave={text.save} />
          <HeroTranslationsCard />
          <BrandImage which="hero" settings={data} />
          <div className="xl:col-span-2 empty:hidden">
            <TranslationCoverageCard />
          </div>
        </div>
      )}
    </SettingsPage>
  );
}

const saveMessages = { saved: messages.updated, failed: messages.updateFailed, tryAgain: messages.tryAgain };

/** The logo or the hero image: a file is uploaded, then its path saved, as one write (a failed upload saves nothing). */
function BrandImage({ which, settings }: { which: 'logo' | 'hero'; settings: SiteSettings }) {
  const image = brandImages[which];
  const upload = useUpload(mutations.media.uploadImage);
  const change = useSaveSettings(
    writeFrom(mutations.siteSettings, async (choice: File | string | null) => ({
      [image.setting]: choice instanceof File ? (await upload.first({ file: choice, use: which })).path : choice,
    })),
    { ...saveMessages, uploadFailed: image.uploadFailed },
  );
  return (
    <BrandImageCard
      id={`brand-${which}`}
      label={image.label}
      path={settings[image.setting]}
      fallbackSrc={image.fallbackSrc}
      limitBytes={IMAGE_LIMITS[which]}
      guidelines={image.guidelines}
      progress={upload.percent}
      disabled={change.pending}
      shape={image.shape}
      onFile={(file) => void change.save(file)}
      onPick={(path) => void change.save(path)}
      onRemove={() => void change.save(null)}
    />
  );
}
