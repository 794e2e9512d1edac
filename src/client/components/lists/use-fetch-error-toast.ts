import { useEffect } from 'react';
import { toast } from '../ui/use-toast';

/** One toast when a list fails to load (docs/product/back-office.md); the title can be the screen's own. */
export function useFetchErrorToast(isError: boolean, message: string, title = 'Error') {
  useEffect(() => {
    if (isError) toast({ title, description: message, variant: 'destructive' });
  }, [isError, message, title]);
}
