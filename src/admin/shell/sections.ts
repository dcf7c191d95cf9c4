import { ADMIN_SECTIONS, type AdminSection, DEFAULT_ADMIN_SECTION } from '../../shared/paths';
import { productEditorId } from '../../shared/product-editor-path';

/** Sidebar labels of spec §2 (media is 'Upload Images'), plus the enquiries and account screens. */
export const SECTION_LABELS: Record<AdminSection, string> = {
  'site-settings': 'Site Settings',
  categories: 'Categories',
  products: 'Products',
  availability: 'Availability',
  gallery: 'Gallery Settings',
  contact: 'Contact Settings',
  company: 'Company',
  texts: 'Page Texts',
  licences: 'Licences & certificates',
  activity: 'Activity',
  trash: 'Trash',
  media: 'Upload Images',
  enquiries: 'Enquiries',
  account: 'Account',
};

/** The section a pathname shows: '/admin' is site-settings, a product's editor is products; null for an unknown section. */
export function sectionOf(pathname: string): AdminSection | null {
  const rest = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  if (rest === '') return DEFAULT_ADMIN_SECTION;
  if (editedProductId(pathname) !== null) return 'products';
  return (ADMIN_SECTIONS as readonly string[]).includes(rest) ? (rest as AdminSection) : null;
}

/** The id of the product whose editor a pathname shows (/admin/products/12), or null. */
export function editedProductId(pathname: string): number | null {
  const [section = '', id = '', ...more] = pathname
    .replace(/^\/admin\//, '')
    .replace(/\/$/, '')
    .split('/');
  return more.length === 0 ? productEditorId(section, id) : null;
}

/** The tab title of a product's editor: its name once known. */
export const productEditorTitle = (name?: string) => `${name ?? 'Edit Product'} · ${ADMIN_TITLE_SUFFIX}`;

export const ADMIN_TITLE_SUFFIX = 'Admin · Mumbai Fruit Trading Co.';

export function adminTitle(pathname: string): string {
  if (pathname.replace(/\/$/, '') === '/admin/login') return `Login · ${ADMIN_TITLE_SUFFIX}`;
  if (editedProductId(pathname) !== null) return productEditorTitle();
  const section = sectionOf(pathname);
  return `${section ? SECTION_LABELS[section] : 'Page Not Found'} · ${ADMIN_TITLE_SUFFIX}`;
}
