import { serverMessage } from '../../lib/server-message';
import { toast } from '../ui/use-toast';

/**
 * How a screen words a failure: "Error" over its failure text and the server's reason (the journey's screens,
 * decision 016), or a title of its own over the server's reason (`{ title: 'Error updating user' }`), read from the
 * error by `describe` where the screen words it otherwise.
 */
export type FailureToast = string | { title: string; describe?: (error: unknown) => string };

/** A toast's words. */
export type ToastText = { title: string; description?: string };

/** How a screen words a success: a title, or a title and a line made from what the server answered. */
export type SuccessToast<Result> = string | ((result: Result) => ToastText);

/** Runs a change and says how it went in a toast. Answers whether it worked, so a dialog knows to close. */
export async function withToasts<Result>(
  run: () => Promise<Result>,
  success: SuccessToast<Result>,
  failure: FailureToast,
): Promise<boolean> {
  try {
    const result = await run();
    toast(typeof success === 'string' ? { title: success } : success(result));
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
