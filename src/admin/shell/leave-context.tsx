// Leaving the admin app for a public page (after logout) is a full page load; tests pass their own function.
import { createContext, useContext } from 'react';

export type Leave = (url: string) => void;

// DECISION (src/decisions/admin-behaviour.md): the public site is another page, so the spec's 'Logged out successfully'
// toast would vanish with a full page load at once; the admin waits briefly before leaving so the toast is seen.
/** Short pause so the logout toast is seen before the public site loads. */
const LEAVE_DELAY_MS = 800;

export const leaveByPageLoad: Leave = (url) => {
  setTimeout(() => window.location.assign(url), LEAVE_DELAY_MS);
};

export const LeaveContext = createContext<Leave>(leaveByPageLoad);

export function useLeave(): Leave {
  return useContext(LeaveContext);
}
