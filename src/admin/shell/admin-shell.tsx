// The authenticated frame: sidebar (a menu on small screens), the section, and the auth gate of spec §2.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { MenuIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import { Dialog } from '../components/dialog';
import { focusClass } from '../components/styles';
import { queries } from '../data/queries';
import { Brand } from './brand';
import { SidebarNav } from './sidebar-nav';

const messages = {
  menu: 'Menu',
  openMenu: 'Open menu',
  skip: 'Skip to content',
  loading: 'Loading admin panel',
} as const;

export function AdminShell() {
  const auth = useQuery(queries.auth);
  const navigate = useNavigate();
  const authenticated = auth.data?.isAuthenticated === true;
  const checked = !auth.isPending;

  useEffect(() => {
    if (checked && !authenticated) navigate('/admin/login', { replace: true });
  }, [checked, authenticated, navigate]);

  if (!authenticated) return <ShellSkeleton />;
  return <ShellFrame />;
}

function ShellFrame() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#admin-main"
        className={`sr-only z-[70] rounded bg-white px-3 py-2 text-sm focus:not-sr-only focus:fixed focus:left-3 focus:top-3 ${focusClass}`}
      >
        {messages.skip}
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col gap-6 bg-emerald-950 px-4 py-5 lg:flex">
        <Brand />
        <SidebarNav />
      </aside>
      <header className="sticky top-0 z-40 flex h-14 items-center justify-between bg-emerald-950 px-4 lg:hidden">
        <Brand />
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-label={messages.openMenu}
          className={`inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-white hover:bg-emerald-900 ${focusClass} focus-visible:outline-white`}
        >
          <MenuIcon className="size-5 shrink-0" /> {messages.menu}
        </button>
      </header>
      <Dialog open={menuOpen} onClose={() => setMenuOpen(false)} title={messages.menu} placement="left">
        <SidebarNav onNavigate={() => setMenuOpen(false)} />
      </Dialog>
      <main id="admin-main" tabIndex={-1} className="outline-none lg:pl-64">
        <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </div>
      </main>
    </div>
  );
}

/** Spec §2: a skeleton while the auth check runs. */
export function ShellSkeleton() {
  return (
    <div className="min-h-screen bg-slate-50" role="status" aria-busy="true" aria-label={messages.loading} data-shell-skeleton="">
      <div className="fixed inset-y-0 left-0 hidden w-64 flex-col gap-3 bg-emerald-950 px-4 py-5 lg:flex">
        {Array.from({ length: 9 }, (_, i) => (
          <div key={i} className="h-8 animate-pulse rounded-md bg-emerald-900" />
        ))}
      </div>
      <div className="h-14 bg-emerald-950 lg:hidden" />
      <div className="space-y-4 px-4 py-6 sm:px-6 lg:pl-72 lg:pr-8 lg:pt-8">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-80 max-w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}
