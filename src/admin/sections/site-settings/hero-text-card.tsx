import type { SiteSettingsUpdate } from '../../../shared/schemas/settings';
import type { SiteSettings } from '../../../shared/types';
import { TextAreaField, TextField } from '../../components/field';
import { SettingsCard } from '../../components/settings-card';
import { useFieldsSavedOnBlur } from '../../components/use-fields-saved-on-blur';

export const messages = {
  title: 'Hero Section',
  description: 'The heading and text over the home page image. Each saves when you leave the field.',
  heroTitle: 'Hero Title',
  heroSubtitle: 'Hero Subtitle',
} as const;

type HeroTextCardProps = {
  settings: SiteSettings;
  /** Resolves to the saved settings, or null when the server refused the update. */
  onSave: (update: SiteSettingsUpdate) => Promise<SiteSettings | null>;
};

/** Each field saves on blur; a refused save (e.g. an empty title) puts the last saved text back. */
export function HeroTextCard({ settings, onSave }: HeroTextCardProps) {
  const field = useFieldsSavedOnBlur({ heroTitle: settings.heroTitle, heroSubtitle: settings.heroSubtitle }, onSave);
  return (
    <SettingsCard id="hero-text-title" title={messages.title} description={messages.description}>
      <TextField label={messages.heroTitle} {...field('heroTitle')} />
      <TextAreaField label={messages.heroSubtitle} rows={5} {...field('heroSubtitle')} />
    </SettingsCard>
  );
}
