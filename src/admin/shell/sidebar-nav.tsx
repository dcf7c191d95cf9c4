import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { ADMIN_SECTIONS, adminUrl } from '../../shared/paths';
import { Icon, type IconName } from '../components/icons';
import { focusClass } from '../components/styles';
import { queries } from '../data/queries';
import { sectionOf, SECTION_LABELS } from './sections';
import { useLogout } from './use-logout';

const messages = {
  nav: 'Admin sections',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  unread: (n: number) => `${n} unread`,
} as const;

const icons: Record<(typeof ADMIN_SECTIONS)[number], IconName> = {
  'site-settings': 'settings',
  categories: 'tag',
  products: 'fruit',
  gallery: 'images',
  contact: 'phone',
  media: 'upload',
  enquiries: 'mail',
  account: 'user',
};

/** The sidebar's links and Logout; `onNavigate` closes the mobile menu after a choice. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  const enquiries = useQuery(queries.enquiries);
  const unread = enquiries.data?.filter((e) => !e.isRead).length ?? 0;
  const { logout, busy } = useLogout();

  return (
    <nav aria-label={messages.nav} className="flex flex-1 flex-col gap-1">
      <ul className="flex flex-col gap-1">
        {ADMIN_SECTIONS.map((section) => {
          const active = section === current;
          return (
            <li key={section}>
              <Link
                to={adminUrl(section)}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                  active ? 'bg-emerald-700 text-white' : 'text-emerald-50/90 hover:bg-emerald-900 hover:text-white'
                } ${focusClass} focus-visible:outline-white`}
              >
                <Icon name={icons[section]} />
                <span className="flex-1">{SECTION_LABELS[section]}</span>
                {section === 'enquiries' && unread > 0 ? (
                  <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold text-amber-950" data-unread-count={unread}>
                    {unread}
                    <span className="sr-only"> {messages.unread(unread)}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto border-t border-emerald-900 pt-3">
        <button
          type="button"
          onClick={() => void logout()}
          disabled={busy}
          className={`flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-emerald-50/90 hover:bg-emerald-900 hover:text-white disabled:opacity-60 ${focusClass} focus-visible:outline-white`}
        >
          <Icon name="logout" />
          {busy ? messages.loggingOut : messages.logout}
        </button>
      </div>
    </nav>
  );
}
