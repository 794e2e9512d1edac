import { useMutation } from '@tanstack/react-query';
import { liveChatApi } from '../../../../../contracts/live-chat';
import { call } from '../../../../lib/api';

/**
 * `liveChatApi.end`: the assistant answers the visitor again. One's own chat ends as is; a manager or admin ends
 * someone else's (or a waiting) chat only `asManager` (403 otherwise, naming who has it).
 */
export function useEndChat(sessionId: string) {
  return useMutation({
    mutationFn: async ({ asManager }: { asManager: boolean }) => {
      await call(liveChatApi.end, { params: { sessionId }, body: asManager ? { asManager: true } : {} });
    },
  });
}
