import { COMPANY } from '../../shared/constants';
import { buttonClasses } from '../../ui/button';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { useLocalePath, useT } from '../i18n/use-t';
import { SiteNav } from './site-nav';

export const MOBILE_NAV_ID = 'mobile-nav-drawer';
const TITLE_ID = 'mobile-nav-title';

/**
 * The small-screen navigation drawer (spec §2: slides in, closes when a link is chosen), with no script at all: an
 * HTML popover the menu button opens (popovertarget). The browser gives it the rest: the top layer and its backdrop,
 * Esc and a click outside close it, focus moves to the autofocus control inside when it opens and back to the menu
 * button when it closes, and the button's expanded state is exposed to assistive technology. Every link is a page
 * load (the current page's too), so choosing one closes the drawer with the page it leaves.
 * DECISION (src/decisions/menu-drawer.md): a browser without popover support (before Chrome 114, Safari 17, Firefox
 * 125) keeps it closed; the footer's Quick Links still reach every page.
 */
export function MobileNav({ pathname }: { pathname: string }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <>
      <button type="button" popoverTarget={MOBILE_NAV_ID} aria-haspopup="dialog" className={buttonClasses('ghost', 'icon')}>
        <MenuIcon className="size-6" />
        <span className="sr-only">{t('menu.open')}</span>
      </button>
      <div
        id={MOBILE_NAV_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={TITLE_ID}
        // Display classes only with `open:` (a closed popover must stay display: none); the slide runs both ways, from the
        // inline end: the right, or the left in Arabic.
        className="fixed inset-y-0 end-0 start-auto h-dvh max-h-none w-80 max-w-[85vw] translate-x-full flex-col rtl:-translate-x-full overflow-y-auto bg-cream-50 text-stone-900 shadow-2xl backdrop:bg-leaf-950/50 open:flex open:translate-x-0 motion-safe:transition-[translate,overlay,display] motion-safe:transition-discrete motion-safe:duration-300 motion-safe:ease-out starting:open:translate-x-full rtl:starting:open:-translate-x-full"
      >
        <div className="flex h-header shrink-0 items-center justify-between border-b border-leaf-900/10 px-5">
          <p id={TITLE_ID} className="font-display text-xl font-semibold text-leaf-900">
            {t('menu.title')}
          </p>
          <button
            type="button"
            popoverTarget={MOBILE_NAV_ID}
            popoverTargetAction="hide"
            // biome-ignore lint/a11y/noAutofocus: used by the popover when it opens (focus moves into the drawer), never on page load
            autoFocus
            className={buttonClasses('ghost', 'icon')}
          >
            <CloseIcon className="size-6" />
            <span className="sr-only">{t('menu.close')}</span>
          </button>
        </div>
        <SiteNav pathname={pathname} layout="drawer" label={t('menu.navLabel')} className="px-3 py-4" />
        <div className="mt-auto border-t border-leaf-900/10 p-5">
          <a href={lp('/contact')} className={buttonClasses('accent', 'md', 'w-full')}>
            {t('menu.cta')}
          </a>
          <p className="mt-4 text-center text-sm text-stone-600">{COMPANY.name}</p>
        </div>
      </div>
    </>
  );
}
