import { serverMessage } from '../../lib/server-message';
import { toast } from '../ui/use-toast';

/**
 * How a screen words a failure: "Error" over its failure text and the server's reason (the journey's screens,
 * decision 016), or a title of its own over the server's reason (`{ title: 'Error updating user' }`), read from the
 * error by `describe` where the screen words it otherwise.
 */
export type FailureToast = string | { title: string; describe?: (error: unknown) => string };

/** Runs a change and says how it went in a toast. Answers whether it worked, so a dialog knows to close. */
export async function withToasts(
  run: () => Promise<unknown>,
  success: string,
  failure: FailureToast,
): Promise<boolean> {
  try {
    await run();
    toast({ title: success });
    return true;
  } catch (error) {
    toast(
      typeof failure === 'string'
        ? { title: 'Error', description: `${failure}: ${serverMessage(error)}`, variant: 'destructive' }
        : { title: failure.title, description: (failure.describe ?? serverMessage)(error), variant: 'destructive' },
    );
    return false;
  }
}
