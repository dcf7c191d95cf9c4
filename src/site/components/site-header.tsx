import { useLocalePath, useT } from '../i18n/use-t';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './language-switch';
import { MobileNav } from './mobile-nav';
import { SiteNav } from './site-nav';

/**
 * Spec §2: the fixed header; the active link is '/' only on an exact match, the others by prefix. `switchPath`: this
 * page's English address, for the language switch.
 */
export function SiteHeader({ pathname, switchPath, logoPath }: { pathname: string; switchPath: string; logoPath: string | null }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-leaf-900/10 bg-cream-50/95 shadow-[0_1px_12px_rgb(14_34_12/0.06)] backdrop-blur-md print:hidden">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a
          href={lp('/')}
          className="-m-1 inline-flex shrink-0 items-center rounded-lg p-1 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-mango-500"
        >
          <BrandLogo logoPath={logoPath} />
          <span className="sr-only">, {t('header.homeLabel')}</span>
        </a>
        <div className="flex items-center gap-1">
          <SiteNav pathname={pathname} layout="bar" label={t('nav.label')} className="hidden md:block" />
          <LanguageSwitch path={switchPath} />
          <div className="md:hidden">
            <MobileNav pathname={pathname} />
          </div>
        </div>
      </div>
    </header>
  );
}
