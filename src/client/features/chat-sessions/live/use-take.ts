import { useCallback } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/server-message';
import { useTakeChat } from './api/take-chat';

/**
 * Take a waiting chat, then open it; when someone was faster the toast names them (the server's 409 message,
 * "Maria has already taken this chat.").
 */
export function useTake(onTaken: (sessionId: string) => void) {
  const take = useTakeChat();
  const run = useCallback(
    async (sessionId: string) => {
      try {
        await take.mutateAsync(sessionId);
        onTaken(sessionId);
      } catch (error) {
        toast({ title: 'Could not take this chat', description: serverMessage(error), variant: 'destructive' });
      }
    },
    [take.mutateAsync, onTaken],
  );
  return { take: run, takingId: take.isPending ? take.variables : undefined };
}
