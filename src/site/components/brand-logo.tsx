import { COMPANY } from '../../shared/constants';
import { cn } from '../../ui/cn';

export const DEFAULT_LOGO_SRC = '/assets/logo.svg';

/** The logo from site settings, or the built-in fallback (spec §2 header). */
export function BrandLogo({ logoPath, className }: { logoPath: string | null; className?: string }) {
  return (
    <img
      src={logoPath ?? DEFAULT_LOGO_SRC}
      alt={COMPANY.name}
      width="180"
      height="48"
      decoding="async"
      className={cn('h-10 w-auto max-w-[11rem] object-contain object-left', className)}
    />
  );
}
