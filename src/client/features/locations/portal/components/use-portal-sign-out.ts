import { toast } from '../../../../components/ui/use-toast';
import { usePortalLogout } from '../api/session';

/** Logout (docs/product/portal.md): ends the session, says so, and the login form shows again. */
export function usePortalSignOut() {
  const logout = usePortalLogout();
  return {
    isPending: logout.isPending,
    run: async () => {
      try {
        await logout.mutateAsync();
        toast({ title: 'Logged out', description: 'You have been logged out successfully' });
      } catch {
        toast({ title: 'Error', description: 'Logout failed. Please try again.', variant: 'destructive' });
      }
    },
  };
}
