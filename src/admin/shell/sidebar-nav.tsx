import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ADMIN_SECTIONS, adminUrl } from '../../shared/paths';
import {
  ClockIcon,
  DocumentIcon,
  FruitIcon,
  GlobeIcon,
  HistoryIcon,
  type IconComponent,
  ImageIcon,
  LogoutIcon,
  MailIcon,
  PhoneIcon,
  SettingsIcon,
  TagIcon,
  TrashIcon,
  UploadIcon,
  UserIcon,
} from '../../ui/icons';
import { focusClass } from '../components/styles';
import { queries } from '../data/queries';
import { SECTION_LABELS, sectionOf } from './sections';
import { GuardedLink, useGuardedLeave } from './unsaved-changes';
import { useLogout } from './use-logout';

const messages = {
  nav: 'Admin sections',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  unread: (n: number) => `${n} unread`,
} as const;

const icons: Record<(typeof ADMIN_SECTIONS)[number], IconComponent> = {
  'site-settings': SettingsIcon,
  categories: TagIcon,
  products: FruitIcon,
  availability: ClockIcon,
  gallery: ImageIcon,
  contact: PhoneIcon,
  company: GlobeIcon,
  texts: DocumentIcon,
  licences: DocumentIcon,
  activity: HistoryIcon,
  trash: TrashIcon,
  media: UploadIcon,
  enquiries: MailIcon,
  account: UserIcon,
};

/** The sidebar's links and Logout; `onNavigate` closes the mobile menu after a choice. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  const enquiries = useQuery(queries.enquiries);
  const unread = enquiries.data?.filter((e) => !e.isRead).length ?? 0;
  const { logout, busy } = useLogout();
  const leave = useGuardedLeave();

  return (
    <nav aria-label={messages.nav} className="flex flex-1 flex-col gap-1">
      <ul className="flex flex-col gap-1">
        {ADMIN_SECTIONS.map((section) => {
          const active = section === current;
          const SectionIcon = icons[section];
          return (
            <li key={section}>
              <GuardedLink
                to={adminUrl(section)}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                  active ? 'bg-emerald-700 text-white' : 'text-emerald-50/90 hover:bg-emerald-900 hover:text-white'
                } ${focusClass} focus-visible:outline-white`}
              >
                <SectionIcon className="size-5 shrink-0" />
                <span className="flex-1">{SECTION_LABELS[section]}</span>
                {section === 'enquiries' && unread > 0 ? (
                  <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold text-amber-950" data-unread-count={unread}>
                    {unread}
                    <span className="sr-only"> {messages.unread(unread)}</span>
                  </span>
                ) : null}
              </GuardedLink>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto border-t border-emerald-900 pt-3">
        <button
          type="button"
          onClick={() => leave(logout)}
          disabled={busy}
          className={`flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-emerald-50/90 hover:bg-emerald-900 hover:text-white disabled:opacity-60 ${focusClass} focus-visible:outline-white`}
        >
          <LogoutIcon className="size-5 shrink-0" />
          {busy ? messages.loggingOut : messages.logout}
        </button>
      </div>
    </nav>
  );
}
