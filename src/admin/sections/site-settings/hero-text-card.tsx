import type { SiteSettingsUpdate } from '../../../shared/schemas/settings';
import type { SiteSettings } from '../../../shared/types';
import { TextAreaField, TextField } from '../../components/field';
import { SettingsCard } from '../../components/settings-card';
import { SingleRecordTranslations } from '../../components/translations-card';
import { useFieldsSavedOnBlur } from '../../components/use-fields-saved-on-blur';

export const messages = {
  title: 'Hero Section',
  description: 'The heading and text over the home page image. Each saves when you leave the field.',
  heroTitle: 'Hero Title',
  heroSubtitle: 'Hero Subtitle',
  translationsTitle: 'Hero Section: translations',
  translationsDescription:
    'The heading and text in Hindi, Marathi and Arabic, saved with the button below. In the subtitle, {years}, {countries} and {cities} stand for the figures, counted from your data. A field left empty shows in English.',
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

/** The hero's heading and text in the other languages, beside the English (the site settings are record 0). */
export function HeroTranslationsCard() {
  return (
    <SingleRecordTranslations kind="site-settings" title={messages.translationsTitle} description={messages.translationsDescription} />
  );
}
