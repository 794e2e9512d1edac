import { useMutation } from '@tanstack/react-query';
import { liveChatApi } from '../../../../../contracts/live-chat';
import { call } from '../../../../lib/api';
import { newClientMessageId } from '../../../../lib/client-message-id';
import { resendableRequest } from '../../../../lib/resendable-request';

/**
 * `liveChatApi.send`: the message comes back through the chat's stream. It carries its own id, so when the network
 * loses the answer it is sent once more and stored once (docs/product/live-chat.md); an answer, even an error, is
 * never resent.
 */
export function useSendLiveMessage(sessionId: string) {
  return useMutation({
    mutationFn: async (text: string) => {
      const input = { params: { sessionId }, body: { text, clientMessageId: newClientMessageId() } };
      return resendableRequest(() => call(liveChatApi.send, input));
    },
  });
}
