// Every icon of the site and the admin: line icons on one 24-unit frame, drawn in the current text colour,
// decorative (aria-hidden; the text or aria-label beside each names the action). One named component per icon,
// so a page's script carries only the icons it uses.
import type { ReactNode } from 'react';

type P = { className?: string };
export type IconComponent = (props: P) => React.JSX.Element;

/** The shared frame; `d` is the path of an icon drawn in one stroke, `children` the shapes of any other. */
const Icon = ({ className = 'size-5', d, children }: P & { d?: string; children?: ReactNode }) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    className={className}
  >
    {d ? <path d={d} /> : null}
    {children}
  </svg>
);

export const MenuIcon = (p: P) => <Icon {...p} d="M4 7h16M4 12h16M4 17h16" />;
export const CloseIcon = (p: P) => <Icon {...p} d="M6 6l12 12M18 6L6 18" />;
// The arrows point the way a page reads: forward and back, mirrored on a right-to-left page (Arabic).
export const ArrowRightIcon = ({ className = 'size-5' }: P) => (
  <Icon className={`${className} rtl:-scale-x-100`} d="M5 12h14M13 6l6 6-6 6" />
);
export const ArrowLeftIcon = ({ className = 'size-5' }: P) => (
  <Icon className={`${className} rtl:-scale-x-100`} d="M19 12H5M11 18l-6-6 6-6" />
);
export const MapPinIcon = (p: P) => (
  <Icon {...p} d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z">
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);
export const PhoneIcon = (p: P) => (
  <Icon
    {...p}
    d="M5 4h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5C10.6 20 4 13.4 3.5 5.6A1.5 1.5 0 0 1 5 4z"
  />
);
export const MailIcon = (p: P) => (
  <Icon {...p} d="M4 7l8 6 8-6">
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
  </Icon>
);
export const ClockIcon = (p: P) => (
  <Icon {...p} d="M12 7.5V12l3 2">
    <circle cx="12" cy="12" r="8.5" />
  </Icon>
);
export const GlobeIcon = (p: P) => (
  <Icon {...p} d="M3.5 12h17M12 3.5c2.5 2.6 3.6 5.4 3.6 8.5s-1.1 5.9-3.6 8.5c-2.5-2.6-3.6-5.4-3.6-8.5S9.5 6.1 12 3.5z">
    <circle cx="12" cy="12" r="8.5" />
  </Icon>
);
export const HandshakeIcon = (p: P) => (
  <Icon {...p} d="M3 12l3.5-3.5L10 9l3-2 4.5 1.5L21 12 M6.5 8.5L3 12l5 5 1.5-1.5M21 12l-5 5-2-2M9.5 15.5l2 2M11.5 13.5l2.5 2.5M13 11l3 3" />
);
export const LeafIcon = (p: P) => <Icon {...p} d="M5 19c0-8 5-14 15-14 0 10-6 15-14 15 M5 19c3-4 6-7 10-9" />;
export const StoreIcon = (p: P) => <Icon {...p} d="M4 9l1.5-4.5h13L20 9M4 9h16M4 9v11h16V9M9 20v-6h6v6" />;
export const PlaneIcon = (p: P) => <Icon {...p} d="M3 13l7-1.5L14.5 4h2l-2 8 5 .5 1.5-2h1l-1 4 1 4h-1l-1.5-2-5 .5 2 5h-2L10 15.5 3 14z" />;
export const ImageIcon = (p: P) => (
  <Icon {...p} d="M20.5 16l-5-5-8.5 8.5">
    <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
    <circle cx="9" cy="10" r="1.8" />
  </Icon>
);
export const DocumentIcon = (p: P) => (
  <Icon {...p} d="M14 3.5H7A2.5 2.5 0 0 0 4.5 6v12A2.5 2.5 0 0 0 7 20.5h10a2.5 2.5 0 0 0 2.5-2.5V9M14 3.5L19.5 9H14zM8.5 13h7M8.5 16.5h5" />
);
export const HistoryIcon = (p: P) => <Icon {...p} d="M3 12a9 9 0 1 0 2.6-6.4L3 8M3 3v5h5M12 7v5l3 3" />;
export const CheckIcon = (p: P) => <Icon {...p} d="M5 12.5l4.5 4.5L19 7.5" />;
export const FacebookIcon = (p: P) => (
  <Icon {...p} d="M14.5 8H16V4.5h-2.5A3.5 3.5 0 0 0 10 8v2.5H8V14h2v6.5h3.5V14H16l.5-3.5h-3V8.5a.5.5 0 0 1 .5-.5z" />
);
export const InstagramIcon = (p: P) => (
  <Icon {...p}>
    <rect x="4" y="4" width="16" height="16" rx="4.5" />
    <circle cx="12" cy="12" r="3.6" />
    <circle cx="16.8" cy="7.2" r="0.6" fill="currentColor" />
  </Icon>
);
export const LinkedinIcon = (p: P) => (
  <Icon {...p} d="M8 10.5V16M8 7.8v.1M11.5 16v-5.5M11.5 13c0-1.5 1-2.6 2.3-2.6s2.2.9 2.2 2.6V16">
    <rect x="4" y="4" width="16" height="16" rx="2.5" />
  </Icon>
);
export const WhatsappIcon = ({ className = 'size-6' }: P) => (
  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className} fill="currentColor">
    <path d="M12 2.2a9.8 9.8 0 0 0-8.4 14.8L2.2 21.8l4.9-1.3A9.8 9.8 0 1 0 12 2.2zm0 17.8a8 8 0 0 1-4.1-1.1l-.3-.2-2.9.8.8-2.8-.2-.3A8 8 0 1 1 12 20zm4.4-6c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8 1c-.1.2-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 4.9 4.9 0 0 0 1 2.6 11.2 11.2 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6a2.6 2.6 0 0 0 1.7-1.2 2.1 2.1 0 0 0 .1-1.2c0-.1-.2-.2-.4-.3z" />
  </svg>
);
export const SettingsIcon = (p: P) => (
  <Icon
    {...p}
    d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z"
  >
    <circle cx="12" cy="12" r="3" />
  </Icon>
);
export const TagIcon = (p: P) => (
  <Icon {...p} d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z">
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Icon>
);
export const FruitIcon = (p: P) => (
  <Icon {...p} d="M12 7c-1.5-1-4.5-1.5-6.5.5S3.5 13 5 16.5 9 22 12 20.5c3 1.5 5.5-.5 7-4s1.5-7-.5-9S13.5 6 12 7z M12 7c0-2 1-3.5 3-4.5" />
);
export const UploadIcon = (p: P) => <Icon {...p} d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />;
export const UserIcon = (p: P) => (
  <Icon {...p} d="M4 21a8 8 0 0 1 16 0">
    <circle cx="12" cy="8" r="4" />
  </Icon>
);
export const LogoutIcon = (p: P) => <Icon {...p} d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />;
export const GridIcon = (p: P) => (
  <Icon
    {...p}
    d="M4 3h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM15 3h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM4 14h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1zM15 14h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1z"
  />
);
export const TrashIcon = (p: P) => (
  <Icon {...p} d="M3 6h18M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6m3 0V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
);
