// Spec §2 'Site Settings': online/offline, logo, hero image, hero title and subtitle (saved on blur).
import { useState } from 'react';
import { IMAGE_LIMITS } from '../../../shared/constants';
import { errorMessage } from '../../../shared/http-client';
import type { SiteSettingsUpdate } from '../../../shared/schemas/settings';
import { adminApi } from '../../data/api';
import { SettingsPage } from '../../components/settings-page';
import { useToast } from '../../components/toast';
import { useInFlight } from '../../components/use-in-flight';
import { useSaveSettings } from '../../components/use-save-settings';
import { queries } from '../../data/queries';
import { BrandImageCard } from './brand-image-card';
import { HeroTextCard } from './hero-text-card';
import { SiteStatusCard } from './site-status-card';

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
  const save = useSaveSiteSettings();
  const { toast } = useToast();
  const [uploading, setUploading] = useState<{ logo: number | null; hero: number | null }>({ logo: null, hero: null });
  const inFlight = useInFlight<'status' | 'logo' | 'hero'>();

  const uploadThenSave = async (which: 'logo' | 'hero', file: File) => {
    setUploading((now) => ({ ...now, [which]: 0 }));
    try {
      const { path } = await adminApi.media.uploadSingle(file, which, (percent) => setUploading((now) => ({ ...now, [which]: percent })));
      await save({ [brandImages[which].setting]: path });
    } catch (error) {
      toast({
        title: brandImages[which].uploadFailed,
        description: errorMessage(error, messages.tryAgain),
        variant: 'destructive',
      });
    } finally {
      setUploading((now) => ({ ...now, [which]: null }));
    }
  };

  return (
    <SettingsPage
      messages={messages}
      query={queries.siteSettings}
      skeleton={skeleton}
      failed={(error) => `${messages.loadFailed}: ${errorMessage(error, messages.tryAgain)}`}
    >
      {(data) => (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <SiteStatusCard
            isOnline={data.isOnline}
            saving={inFlight.busy('status')}
            onChange={(isOnline) => void inFlight.run('status', () => save({ isOnline }))}
          />
          <HeroTextCard settings={data} onSave={save} />
          {(['logo', 'hero'] as const).map((which) => {
            const image = brandImages[which];
            return (
              <BrandImageCard
                key={which}
                label={image.label}
                path={data[image.setting]}
                fallbackSrc={image.fallbackSrc}
                limitBytes={IMAGE_LIMITS[which]}
                guidelines={image.guidelines}
                progress={uploading[which]}
                disabled={inFlight.busy(which)}
                shape={image.shape}
                onFile={(file) => void inFlight.run(which, () => uploadThenSave(which, file))}
                onPick={(path) => void inFlight.run(which, () => save({ [image.setting]: path }))}
                onRemove={() => void inFlight.run(which, () => save({ [image.setting]: null }))}
              />
            );
          })}
        </div>
      )}
    </SettingsPage>
  );
}

function useSaveSiteSettings() {
  return useSaveSettings({
    update: (change: SiteSettingsUpdate) => adminApi.siteSettings.update(change),
    queryKey: queries.siteSettings.queryKey,
    messages: { saved: messages.updated, failed: messages.updateFailed, tryAgain: messages.tryAgain },
  });
}
