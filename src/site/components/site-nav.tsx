import { isNavActive, PUBLIC_NAV } from '../../shared/paths';
import { navLinkClasses } from './nav-link-classes';

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
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClasses[layout]}>
        {PUBLIC_NAV.map((item) => {
          const active = isNavActive(item.href, pathname);
          return (
            <li key={item.href}>
              <a href={item.href} aria-current={active ? 'page' : undefined} className={navLinkClasses(active, layout)}>
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
