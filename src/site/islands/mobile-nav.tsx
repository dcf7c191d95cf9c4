import { useState } from 'react';
import { COMPANY } from '../../shared/constants';
import { isNavActive, PUBLIC_NAV } from '../../shared/paths';
import { buttonClasses } from '../../ui/button';
import { ModalDialog } from '../../ui/dialog';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { navLinkClasses } from '../components/nav-link-classes';

const messages = {
  open: 'Open menu',
  close: 'Close menu',
  title: 'Menu',
  navLabel: 'Mobile',
  cta: 'Send an Enquiry',
};

export type MobileNavProps = { pathname: string };

/** Island: the small-screen navigation drawer (spec §2: slides in, closes when a link is chosen). */
export function MobileNav({ pathname }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-nav-drawer"
        onClick={() => setOpen(true)}
        className={buttonClasses('ghost', 'icon')}
      >
        <MenuIcon className="size-6" />
        <span className="sr-only">{messages.open}</span>
      </button>
      <ModalDialog
        id="mobile-nav-drawer"
        open={open}
        onClose={close}
        labelledBy="mobile-nav-title"
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] translate-x-full overflow-y-auto shadow-2xl backdrop:bg-leaf-950/50 open:translate-x-0 motion-safe:transition-[translate,overlay,display] motion-safe:transition-discrete motion-safe:duration-300 motion-safe:ease-out starting:open:translate-x-full"
        panelClassName="flex flex-col bg-cream-50"
      >
        <div className="flex h-header shrink-0 items-center justify-between border-b border-leaf-900/10 px-5">
          <p id="mobile-nav-title" className="font-display text-xl font-semibold text-leaf-900">
            {messages.title}
          </p>
          <button type="button" onClick={close} className={buttonClasses('ghost', 'icon')}>
            <CloseIcon className="size-6" />
            <span className="sr-only">{messages.close}</span>
          </button>
        </div>
        <nav aria-label={messages.navLabel} className="px-3 py-4">
          <ul className="flex flex-col gap-1">
            {PUBLIC_NAV.map((item) => {
              const active = isNavActive(item.href, pathname);
              return (
                <li key={item.href}>
                  <a
                    href={item.href}
                    aria-current={active ? 'page' : undefined}
                    onClick={close}
                    className={navLinkClasses(active, 'drawer')}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-auto border-t border-leaf-900/10 p-5">
          <a href="/contact" onClick={close} className={buttonClasses('accent', 'md', 'w-full')}>
            {messages.cta}
          </a>
          <p className="mt-4 text-center text-sm text-stone-600">{COMPANY.name}</p>
        </div>
      </ModalDialog>
    </>
  );
}
