import { toast } from '../../../components/ui/use-toast';

/**
 * What the chat says when one of its buttons could not reach the server: the cause goes to the console (`what`,
 * then the error), the visitor reads `title` and is asked to check the connection and press again (`retry`).
 */
export function toastUnreached(
  what: string,
  error: unknown,
  title: string,
  retry = 'Check your connection, then press the button again.',
) {
  console.warn(what, error);
  toast({ variant: 'destructive', title, description: retry });
}
