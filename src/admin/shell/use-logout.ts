import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../shared/http-client';
import { useToast } from '../components/toast';
import { mutations } from '../data/mutations';
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
  const logout = useMutation({
    ...mutations.auth.logout,
    onSuccess: () => {
      toast({ title: logoutMessages.success });
      leave('/');
    },
    onError: (error) =>
      toast({ title: logoutMessages.failed, description: errorMessage(error, logoutMessages.fallback), variant: 'destructive' }),
  });
  return { logout: () => logout.mutate(), busy: logout.isPending };
}
