import { useEffect, useState } from 'react';
import type { SiteSettingsUpdate } from '../../../shared/schemas/settings';
import type { SiteSettings } from '../../../shared/types';
import { TextAreaField, TextField } from '../../components/field';
import { cardClass } from '../../components/styles';

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
  const [title, setTitle] = useState(settings.heroTitle);
  const [subtitle, setSubtitle] = useState(settings.heroSubtitle);
  useEffect(() => setTitle(settings.heroTitle), [settings.heroTitle]);
  useEffect(() => setSubtitle(settings.heroSubtitle), [settings.heroSubtitle]);

  return (
    <section className={`${cardClass} space-y-4 p-4 sm:p-6`} aria-labelledby="hero-text-title">
      <div>
        <h2 id="hero-text-title" className="text-lg font-semibold text-slate-900">
          {messages.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{messages.description}</p>
      </div>
      <TextField
        label={messages.heroTitle}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        onBlur={() => {
          if (title === settings.heroTitle) return;
          void onSave({ heroTitle: title }).then((saved) => {
            if (!saved) setTitle(settings.heroTitle);
          });
        }}
      />
      <TextAreaField
        label={messages.heroSubtitle}
        rows={5}
        value={subtitle}
        onChange={(event) => setSubtitle(event.currentTarget.value)}
        onBlur={() => {
          if (subtitle === settings.heroSubtitle) return;
          void onSave({ heroSubtitle: subtitle }).then((saved) => {
            if (!saved) setSubtitle(settings.heroSubtitle);
          });
        }}
      />
    </section>
  );
}
