import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/use-toast';
import { useStaffLogout } from '../api/session';

/** Logout: ends the session, says so, and goes to /admin. */
export function useLogout() {
  const logout = useStaffLogout();
  const [, navigate] = useLocation();
  return {
    isPending: logout.isPending,
    run: async () => {
      try {
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
