import { useState } from 'react';
import { errorMessage } from '../../shared/http-client';
import { adminApi } from '../data/api';
import { useToast } from '../components/toast';
import { useLeave } from './leave-context';

export const logoutMessages = {
  success: 'Logged out successfully',
  failed: 'Logout failed',
  fallback: 'Something went wrong',
} as const;

/** Spec §4: logout clears all cached data (the app does, as it leaves) and goes to '/'. */
export function useLogout() {
  const { toast } = useToast();
  const leave = useLeave();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      await adminApi.auth.logout();
      toast({ title: logoutMessages.success });
      leave('/');
    } catch (error) {
      toast({ title: logoutMessages.failed, description: errorMessage(error, logoutMessages.fallback), variant: 'destructive' });
      setBusy(false);
    }
  };
  return { logout, busy };
}
