import { COMPANY } from '../../shared/constants';
import { cn } from '../../ui/cn';
import { responsiveImage } from './responsive-image';

export const DEFAULT_LOGO_SRC = '/assets/logo.svg';
/** The built-in logo drawn for dark backgrounds (the footer). */
export const DEFAULT_LOGO_LIGHT_SRC = '/assets/logo-light.svg';

type BrandLogoProps = {
  logoPath: string | null;
  className?: string;
  onDark?: boolean;
  /** 'lazy' below the fold (the footer): React then leaves it out of the head's preloads, where it would compete with the hero. */
  loading?: 'lazy';
};

/**
 * The logo from site settings, or the built-in fallback (spec §2 header). An uploaded logo comes with its variants:
 * it is on every page, and a phone takes the small one whatever size the owner's file was (at most 14rem wide).
 */
export function BrandLogo({ logoPath, className, onDark = false, loading }: BrandLogoProps) {
  return (
    <img
      {...(logoPath ? responsiveImage(logoPath, '14rem') : { src: onDark ? DEFAULT_LOGO_LIGHT_SRC : DEFAULT_LOGO_SRC })}
      alt={COMPANY.name}
      width="549"
      height="120"
      loading={loading}
      decoding="async"
      className={cn('h-10 w-auto max-w-[12rem] object-contain object-left rtl:object-right', className)}
    />
  );
}
