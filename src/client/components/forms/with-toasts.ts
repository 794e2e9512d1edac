import { serverMessage } from '../../lib/server-message';
import { toast } from '../ui/use-toast';

/**
 * Runs a change and says how it went: the success toast, or an "Error" toast with the screen's failure text and the
 * server's own reason (decision 016). Answers whether it worked, so a dialog knows to close.
 */
export async function withToasts(run: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
  try {
    await run();
    toast({ title: success });
    return true;
  } catch (error) {
    toast({ title: 'Error', description: `${failure}: ${serverMessage(error)}`, variant: 'destructive' });
    return false;
  }
}
