import { useEffect } from 'react';
import { toast } from '../../../components/ui/use-toast';

/** One toast when a list fails to load (§8 "Failed to fetch …"). */
export function useFetchErrorToast(isError: boolean, message: string) {
  useEffect(() => {
    if (isError) toast({ title: 'Error', description: message, variant: 'destructive' });
  }, [isError, message]);
}
