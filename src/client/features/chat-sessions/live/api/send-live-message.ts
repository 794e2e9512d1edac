import { useMutation } from '@tanstack/react-query';
import { newClientMessageId } from '../../../../lib/client-message-id';
import { resendableRequest } from '../../../../lib/resendable-request';
import { livePath } from './live-paths';

/**
 * POST /api/admin/live/{sessionId}/messages: the message comes back through the chat's stream. It carries its own
 * id, so when the network loses the answer it is sent once more and stored once (docs/product/live-chat.md).
 */
export function useSendLiveMessage(sessionId: string) {
  return useMutation({
    mutationFn: async (text: string) =>
      (await (
        await resendableRequest('POST', livePath(sessionId, 'messages'), {
          text,
          clientMessageId: newClientMessageId(),
        })
      ).json()) as {
        success: true;
        messageId: number;
      },
  });
}
