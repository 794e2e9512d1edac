import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/use-toast';
import { unsubscribeFromWaitingChats } from '../../installable-app';
import { useStaffLogout } from '../api/session';

/** Logout: this browser stops getting Web Push for waiting chats, the session ends, says so, and goes to /admin. */
export function useLogout() {
  const logout = useStaffLogout();
  const [, navigate] = useLocation();
  return {
    isPending: logout.isPending,
    run: async () => {
      try {
        await unsubscribeFromWaitingChats();
        await logout.mutateAsync();
        toast({ title: 'You have been logged out successfully' });
      } catch {
        toast({ title: 'Error', description: 'Logout failed. Please try again.', variant: 'destructive' });
        return;
      }
      navigate('/admin');
    },
  };
}
