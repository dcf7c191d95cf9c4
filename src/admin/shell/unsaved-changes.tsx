// Unsaved work on a screen: the browser asks before the page unloads (beforeunload), and the admin's own ways out
// (the sidebar's links, Logout, a screen's back link) ask in the admin's confirmation dialog before moving.
import { createContext, type MouseEvent, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Link, type LinkProps, useNavigate } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';

export const unsavedMessages = {
  confirm: 'You have unsaved changes. Leave this page without saving them?',
  leave: 'Leave without saving',
} as const;

type Guard = {
  /** Runs `go` at once, or after the owner confirms leaving while a screen has unsaved changes. */
  leave: (go: () => void) => void;
  hasUnsavedChanges: () => boolean;
  setUnsaved: (unsaved: boolean) => void;
};

const noGuard: Guard = { leave: (go) => go(), hasUnsavedChanges: () => false, setUnsaved: () => {} };
const UnsavedChangesContext = createContext<Guard>(noGuard);

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const unsaved = useRef(false);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guard = useMemo<Guard>(
    () => ({
      leave: (go) => {
        if (unsaved.current) setPending(() => go);
        else go();
      },
      hasUnsavedChanges: () => unsaved.current,
      setUnsaved: (value) => {
        unsaved.current = value;
      },
    }),
    [],
  );
  const confirm = () => {
    const go = pending;
    setPending(null);
    unsaved.current = false;
    go?.();
  };
  return (
    <UnsavedChangesContext.Provider value={guard}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        message={unsavedMessages.confirm}
        confirmLabel={unsavedMessages.leave}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </UnsavedChangesContext.Provider>
  );
}

/** Marks the screen as holding unsaved changes while `unsaved` is true. */
export function useUnsavedChanges(unsaved: boolean): void {
  const { setUnsaved } = useContext(UnsavedChangesContext);
  useEffect(() => {
    setUnsaved(unsaved);
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      setUnsaved(false);
    };
  }, [unsaved, setUnsaved]);
}

/** `leave(go)`: runs `go` once leaving is fine (nothing unsaved, or the owner confirmed). */
export function useGuardedLeave(): Guard['leave'] {
  return useContext(UnsavedChangesContext).leave;
}

/** A link inside the admin that asks first when the screen has unsaved changes (a new-tab click never asks). */
export function GuardedLink({ to, onClick, ...rest }: Omit<LinkProps, 'to'> & { to: string }) {
  const guard = useContext(UnsavedChangesContext);
  const navigate = useNavigate();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const newTab = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || newTab || !guard.hasUnsavedChanges()) return;
    event.preventDefault();
    guard.leave(() => navigate(to));
  };
  return <Link to={to} onClick={click} {...rest} />;
}
