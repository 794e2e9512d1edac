import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { livePath } from './live-paths';

/** POST /api/admin/live/{sessionId}/messages: the message comes back through the chat's stream. */
export function useSendLiveMessage(sessionId: string) {
  return useMutation({
    mutationFn: async (text: string) =>
      (await (await apiRequest('POST', livePath(sessionId, 'messages'), { text })).json()) as {
        success: true;
        messageId: number;
      },
  });
}
