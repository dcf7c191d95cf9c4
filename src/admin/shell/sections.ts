import { ADMIN_SECTIONS, type AdminSection, DEFAULT_ADMIN_SECTION } from '../../shared/paths';

/** Sidebar labels of spec §2 (media is 'Upload Images'), plus the enquiries and account screens. */
export const SECTION_LABELS: Record<AdminSection, string> = {
  'site-settings': 'Site Settings',
  categories: 'Categories',
  products: 'Products',
  gallery: 'Gallery Settings',
  contact: 'Contact Settings',
  media: 'Upload Images',
  enquiries: 'Enquiries',
  account: 'Account',
};

/** The section a pathname shows: '/admin' is site-settings; null for an unknown section. */
export function sectionOf(pathname: string): AdminSection | null {
  const rest = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  if (rest === '') return DEFAULT_ADMIN_SECTION;
  return (ADMIN_SECTIONS as readonly string[]).includes(rest) ? (rest as AdminSection) : null;
}

export const ADMIN_TITLE_SUFFIX = 'Admin · Mumbai Fruit Trading Co.';

export function adminTitle(pathname: string): string {
  if (pathname.replace(/\/$/, '') === '/admin/login') return `Login · ${ADMIN_TITLE_SUFFIX}`;
  const section = sectionOf(pathname);
  return `${section ? SECTION_LABELS[section] : 'Page Not Found'} · ${ADMIN_TITLE_SUFFIX}`;
}
