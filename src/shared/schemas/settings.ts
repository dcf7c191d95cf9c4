import * as v from 'valibot';
import { type SOCIAL_PLATFORMS, TEXT_LIMITS } from '../constants';
import { booleanField, emailFormat, imagePath, noControlChars, optionalText, phoneFormat, requiredText, singleLine } from './common';

/** PUT /api/admin/site-settings: every field optional (partial update). */
export const siteSettingsUpdateSchema = v.partial(
  v.object({
    isOnline: booleanField('isOnline'),
    logoPath: imagePath('Logo'),
    heroImagePath: imagePath('Hero image'),
    heroTitle: v.pipe(requiredText('Hero title', TEXT_LIMITS.heroTitle), singleLine('Hero title'), noControlChars('Hero title')),
    heroSubtitle: v.pipe(requiredText('Hero subtitle', TEXT_LIMITS.heroSubtitle), noControlChars('Hero subtitle')),
  }),
);
export type SiteSettingsUpdate = v.InferOutput<typeof siteSettingsUpdateSchema>;

const HOSTS: Record<(typeof SOCIAL_PLATFORMS)[number], string> = {
  facebook: 'facebook.com',
  instagram: 'instagram.com',
  linkedin: 'linkedin.com',
};

const socialUrl = (platform: (typeof SOCIAL_PLATFORMS)[number]) =>
  v.pipe(
    v.string(`The ${platform} link must be text`),
    v.trim(),
    v.maxLength(TEXT_LIMITS.url, `The ${platform} link must be at most ${TEXT_LIMITS.url} characters`),
    v.check((s) => {
      try {
        const url = new URL(s);
        const host = url.hostname.toLowerCase();
        return url.protocol === 'https:' && (host === HOSTS[platform] || host.endsWith(`.${HOSTS[platform]}`));
      } catch {
        return false;
      }
    }, `The ${platform} link must be a full https:// address on ${HOSTS[platform]}`),
  );

export const socialLinksSchema = v.object({
  facebook: v.optional(socialUrl('facebook')),
  instagram: v.optional(socialUrl('instagram')),
  linkedin: v.optional(socialUrl('linkedin')),
});

/** PUT /api/admin/contact-settings: partial; socialLinks, when sent, replaces the whole set. */
export const contactSettingsUpdateSchema = v.partial(
  v.object({
    address: v.pipe(optionalText('Address', TEXT_LIMITS.address), noControlChars('Address')),
    phone: v.pipe(optionalText('Phone', TEXT_LIMITS.phone), phoneFormat('Phone')),
    email: v.pipe(optionalText('Email', TEXT_LIMITS.email), emailFormat('Email')),
    socialLinks: socialLinksSchema,
    whatsappNumber: v.pipe(
      optionalText('WhatsApp number', TEXT_LIMITS.phone),
      v.transform((s) => s.replace(/[\s()\-.]/g, '').replace(/^\+/, '')),
      v.regex(/^(?:[0-9]{8,15})?$/, 'WhatsApp number must be 8 to 15 digits with the country code'),
    ),
  }),
);
export type ContactSettingsUpdate = v.InferOutput<typeof contactSettingsUpdateSchema>;
