// Spec §2 'Site Settings': online/offline, logo, hero image, hero title and subtitle (saved on blur).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { IMAGE_LIMITS } from '../../../shared/constants';
import { errorMessage } from '../../../shared/http-client';
import type { SiteSettingsUpdate } from '../../../shared/schemas/settings';
import { Skeleton } from '../../../ui/skeleton';
import { adminApi } from '../../admin-api';
import { LoadFailed } from '../../components/load-failed';
import { cardClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { useSaveSettings } from '../../components/use-save-settings';
import { queries } from '../../data/queries';
import { PageHeader } from '../../shell/page-header';
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

export function SiteSettingsSection() {
  const settings = useQuery(queries.siteSettings);
  const save = useSaveSiteSettings();
  const { toast } = useToast();
  const [uploading, setUploading] = useState<{ logo: number | null; hero: number | null }>({ logo: null, hero: null });

  const uploadThenSave = async (which: 'logo' | 'hero', file: File) => {
    setUploading((now) => ({ ...now, [which]: 0 }));
    try {
      const { path } = await adminApi.media.uploadSingle(file, which, (percent) => setUploading((now) => ({ ...now, [which]: percent })));
      await save(which === 'logo' ? { logoPath: path } : { heroImagePath: path });
    } catch (error) {
      toast({
        title: which === 'logo' ? messages.logoUploadFailed : messages.heroUploadFailed,
        description: errorMessage(error, messages.tryAgain),
        variant: 'destructive',
      });
    } finally {
      setUploading((now) => ({ ...now, [which]: null }));
    }
  };

  return (
    <>
      <PageHeader title={messages.title} description={messages.description} />
      {settings.isPending ? (
        <SiteSettingsSkeleton />
      ) : !settings.data ? (
        <LoadFailed>
          {messages.loadFailed}: {errorMessage(settings.error, messages.tryAgain)}
        </LoadFailed>
      ) : (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <SiteStatusCard isOnline={settings.data.isOnline} onChange={(isOnline) => void save({ isOnline })} />
          <HeroTextCard settings={settings.data} onSave={save} />
          <BrandImageCard
            label={messages.logo}
            path={settings.data.logoPath}
            fallbackSrc={DEFAULT_LOGO}
            limitBytes={IMAGE_LIMITS.logo}
            guidelines={messages.logoGuidelines}
            progress={uploading.logo}
            shape="logo"
            onFile={(file) => void uploadThenSave('logo', file)}
            onPick={(logoPath) => void save({ logoPath })}
            onRemove={() => void save({ logoPath: null })}
          />
          <BrandImageCard
            label={messages.hero}
            path={settings.data.heroImagePath}
            fallbackSrc={DEFAULT_HERO}
            limitBytes={IMAGE_LIMITS.hero}
            guidelines={messages.heroGuidelines}
            progress={uploading.hero}
            shape="wide"
            onFile={(file) => void uploadThenSave('hero', file)}
            onPick={(heroImagePath) => void save({ heroImagePath })}
            onRemove={() => void save({ heroImagePath: null })}
          />
        </div>
      )}
    </>
  );
}

function useSaveSiteSettings() {
  return useSaveSettings({
    update: (change: SiteSettingsUpdate) => adminApi.siteSettings.update(change),
    queryKey: queries.siteSettings.queryKey,
    messages: { saved: messages.updated, failed: messages.updateFailed, tryAgain: messages.tryAgain },
  });
}

function SiteSettingsSkeleton() {
  return (
    <div className="grid gap-6 xl:grid-cols-2" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={`${cardClass} space-y-3 p-4 sm:p-6`}>
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-64 max-w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ))}
    </div>
  );
}
