import { isNavActive, PUBLIC_NAV } from '../../shared/paths';
import type { MessageKey } from '../i18n/catalogue';
import { useLocalePath, useT } from '../i18n/use-t';
import { navLinkClasses } from './nav-link-classes';

/** Each link's words in the catalogue. */
export const NAV_KEYS: Record<(typeof PUBLIC_NAV)[number]['href'], MessageKey> = {
  '/': 'nav.home',
  '/about': 'nav.about',
  '/products': 'nav.products',
  '/gallery': 'nav.gallery',
  '/contact': 'nav.contact',
};

const listClasses = { bar: 'flex items-center gap-1', drawer: 'flex flex-col gap-1' };

/** The main navigation's links, the current section's marked (the header's bar, the menu drawer's column). */
export function SiteNav({
  pathname,
  layout,
  label,
  className,
}: {
  pathname: string;
  layout: 'bar' | 'drawer';
  label: string;
  className: string;
}) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClasses[layout]}>
        {PUBLIC_NAV.map((item) => {
          const active = isNavActive(item.href, pathname);
          return (
            <li key={item.href}>
              <a href={lp(item.href)} aria-current={active ? 'page' : undefined} className={navLinkClasses(active, layout)}>
                {t(NAV_KEYS[item.href])}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
