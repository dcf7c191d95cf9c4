import type { ComponentType } from 'react';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '../../shared/constants';
import type { SocialLinks as SocialLinksValue } from '../../shared/types';
import { cn } from '../../ui/cn';
import { FacebookIcon, InstagramIcon, LinkedinIcon } from '../../ui/icons';

const platforms: Record<SocialPlatform, { label: string; Icon: ComponentType<{ className?: string }> }> = {
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  instagram: { label: 'Instagram', Icon: InstagramIcon },
  linkedin: { label: 'LinkedIn', Icon: LinkedinIcon },
};

/** The platforms that have a link set, in the spec's order (spec §2: shown only if set). */
export function configuredSocialLinks(links: SocialLinksValue): Array<{ platform: SocialPlatform; href: string }> {
  return SOCIAL_PLATFORMS.flatMap((platform) => {
    const href = links[platform]?.trim();
    return href ? [{ platform, href }] : [];
  });
}

/** Icon links to the company's social pages; renders nothing when none is set. */
export function SocialLinks({ links, tone = 'light' }: { links: SocialLinksValue; tone?: 'light' | 'dark' }) {
  const items = configuredSocialLinks(links);
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3">
      {items.map(({ platform, href }) => {
        const { label, Icon } = platforms[platform];
        return (
          <li key={platform}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(
                'inline-flex size-11 items-center justify-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2',
                tone === 'dark'
                  ? 'bg-white/10 text-white hover:bg-mango-400 hover:text-leaf-950 focus-visible:outline-mango-300'
                  : 'bg-leaf-100 text-leaf-800 hover:bg-leaf-700 hover:text-white focus-visible:outline-mango-500',
              )}
            >
              <Icon />
              <span className="sr-only">{label}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
