// The admin app: providers and routes. The same tree is rendered by the server and hydrated in the browser.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ADMIN_SECTIONS, type AdminSection, DEFAULT_ADMIN_SECTION } from '../shared/paths';
import type { AuthStatus } from '../shared/types';
import { ToastProvider } from './components/toast';
import { queries } from './data/queries';
import { createQueryClient } from './data/query-client';
import { AccountSection } from './sections/account/account-section';
import { ActivitySection } from './sections/activity/activity-section';
import { AvailabilitySection } from './sections/availability/availability-section';
import { CategoriesSection } from './sections/categories/categories-section';
import { CompanySection } from './sections/company/company-section';
import { ContactSettingsSection } from './sections/contact/contact-settings-section';
import { EnquiriesSection } from './sections/enquiries/enquiries-section';
import { GallerySection } from './sections/gallery/gallery-section';
import { LicencesSection } from './sections/licences/licences-section';
import { LoginPage } from './sections/login/login-page';
import { MediaSection } from './sections/media/media-section';
import { ProductEditorPage } from './sections/products/product-editor-page';
import { ProductsSection } from './sections/products/products-section';
import { SiteSettingsSection } from './sections/site-settings/site-settings-section';
import { TextsSection } from './sections/texts/texts-section';
import { TrashSection } from './sections/trash/trash-section';
import { AdminShell, ShellSkeleton } from './shell/admin-shell';
import { type Leave, LeaveContext, leaveByPageLoad } from './shell/leave-context';
import { SectionNotFound } from './shell/section-not-found';
import { adminTitle } from './shell/sections';
import { UnsavedChangesProvider } from './shell/unsaved-changes';

type AdminAppProps = {
  /** The server's auth check; seeds the 5-minute auth cache so the first render needs no call. */
  auth?: AuthStatus;
  queryClient?: QueryClient;
  leave?: Leave;
};

export function AdminApp({ auth, queryClient, leave = leaveByPageLoad }: AdminAppProps) {
  const [client] = useState(() => {
    const created = queryClient ?? createQueryClient();
    if (auth) created.setQueryData(queries.auth.queryKey, auth);
    return created;
  });
  // Spec §4: logout clears all cached data. Leaving takes every screen down first, so nothing that read the data
  // is still mounted to fetch it again; the cache is emptied once they are gone.
  const [leaving, setLeaving] = useState(false);
  const leaveApp = useCallback<Leave>(
    (url) => {
      setLeaving(true);
      leave(url);
    },
    [leave],
  );
  useEffect(() => {
    if (leaving) client.clear();
  }, [leaving, client]);
  return (
    <QueryClientProvider client={client}>
      <LeaveContext.Provider value={leaveApp}>
        <ToastProvider>
          <DocumentTitle />
          {leaving ? (
            <ShellSkeleton />
          ) : (
            <UnsavedChangesProvider>
              <AdminRoutes />
            </UnsavedChangesProvider>
          )}
        </ToastProvider>
      </LeaveContext.Provider>
    </QueryClientProvider>
  );
}

/** Every section of the sidebar and its screen; '/admin' itself shows the default section's. */
const SECTION_SCREENS: Record<AdminSection, ComponentType> = {
  'site-settings': SiteSettingsSection,
  categories: CategoriesSection,
  products: ProductsSection,
  availability: AvailabilitySection,
  gallery: GallerySection,
  contact: ContactSettingsSection,
  company: CompanySection,
  texts: TextsSection,
  licences: LicencesSection,
  activity: ActivitySection,
  trash: TrashSection,
  media: MediaSection,
  enquiries: EnquiriesSection,
  account: AccountSection,
};

function AdminRoutes() {
  const DefaultScreen = SECTION_SCREENS[DEFAULT_ADMIN_SECTION];
  return (
    <Routes>
      <Route path="/admin/login" element={<LoginPage />} />
      <Route path="/admin" element={<AdminShell />}>
        <Route index element={<DefaultScreen />} />
        {ADMIN_SECTIONS.map((section) => {
          const Screen = SECTION_SCREENS[section];
          return <Route key={section} path={section} element={<Screen />} />;
        })}
        <Route path="products/:id" element={<ProductEditorPage />} />
        <Route path="*" element={<SectionNotFound />} />
      </Route>
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}

/** Keeps the tab title on the section after client-side navigation (the server writes the first one). */
function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = adminTitle(pathname);
  }, [pathname]);
  return null;
}
