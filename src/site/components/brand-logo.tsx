import { COMPANY } from '../../shared/constants';
import { cn } from '../../ui/cn';

export const DEFAULT_LOGO_SRC = '/assets/logo.svg';
/** The built-in logo drawn for dark backgrounds (the footer). */
export const DEFAULT_LOGO_LIGHT_SRC = '/assets/logo-light.svg';

/** The logo from site settings, or the built-in fallback (spec §2 header). */
export function BrandLogo({ logoPath, className, onDark = false }: { logoPath: string | null; className?: string; onDark?: boolean }) {
  return (
    <img
      src={logoPath ?? (onDark ? DEFAULT_LOGO_LIGHT_SRC : DEFAULT_LOGO_SRC)}
      alt={COMPANY.name}
      width="549"
      height="120"
      decoding="async"
      className={cn('h-10 w-auto max-w-[12rem] object-contain object-left', className)}
    />
  );
}
