// A modal dialog: focus moves in, Tab stays inside, Esc closes, focus returns to what opened it.
// Focus never drops out of it: when the focused control is disabled (a button during an upload) or removed, the
// browser moves focus to <body>; the panel takes it back, so Tab and Esc keep working.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusClass } from './styles';

const messages = { close: 'Close dialog' } as const;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const widths = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-3xl', xl: 'sm:max-w-5xl' } as const;

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: keyof typeof widths;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** 'left' is a full-height dark drawer from the side (the mobile menu). */
  placement?: 'center' | 'left';
};

export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

/** Portals are appended to <body> in opening order: the last modal is the one on top. */
function isTopmost(panel: HTMLElement): boolean {
  const all = document.querySelectorAll('[aria-modal="true"]');
  return all[all.length - 1] === panel;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

function DialogPanel({ onClose, title, description, children, size = 'md', role = 'dialog', placement = 'center' }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const drawer = placement === 'left';
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    if (root) {
      const preferred = root.querySelector<HTMLElement>('[data-autofocus]');
      const body = focusables(root).filter((el) => !el.hasAttribute('data-dialog-close'));
      (preferred ?? body[0] ?? root).focus();
    }
    document.body.classList.add('overflow-hidden');
    // Attribute and child changes are what can take focus away from inside the panel.
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      const lost = !active || active === document.body || (root?.contains(active) && (active as HTMLButtonElement).disabled === true);
      if (lost && root?.isConnected && isTopmost(root)) root.focus();
    });
    if (root) observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    // Esc also works when focus is outside the panel (a click on the backdrop leaves it on <body>).
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !root || !isTopmost(root)) return;
      if (event.target instanceof Node && root.contains(event.target)) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onDocumentKeyDown);
      if (!document.querySelector('[aria-modal="true"]')) document.body.classList.remove('overflow-hidden');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusables(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={`fixed inset-0 z-50 flex bg-slate-900/50 ${
        placement === 'left' ? 'justify-start' : 'items-end justify-center p-0 sm:items-center sm:p-4'
      }`}
    >
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={
          drawer
            ? 'flex h-full w-72 max-w-[85vw] flex-col bg-emerald-950 shadow-xl outline-none'
            : `flex max-h-[calc(100dvh-6rem)] w-full flex-col rounded-t-xl sm:max-h-[92vh] bg-white shadow-xl outline-none sm:rounded-xl ${widths[size]}`
        }
      >
        <div className={`flex items-start justify-between gap-4 border-b px-5 py-4 ${drawer ? 'border-emerald-900' : 'border-slate-200'}`}>
          <div className="min-w-0">
            <h2 id={titleId} className={`text-lg font-semibold ${drawer ? 'text-white' : 'text-slate-900'}`}>
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </div>
            ) : null}
          </div>
          <button
            type="button"
            data-dialog-close=""
            onClick={onClose}
            aria-label={messages.close}
            className={`-mr-1 rounded p-1 text-2xl leading-none ${drawer ? 'text-emerald-100 hover:text-white focus-visible:outline-white' : 'text-slate-500 hover:text-slate-900'} ${focusClass}`}
          >
            ×
          </button>
        </div>
        <div className={drawer ? 'flex flex-1 flex-col overflow-y-auto px-4 py-4' : 'overflow-y-auto px-5 py-4'}>{children}</div>
      </div>
    </div>
  );
}
