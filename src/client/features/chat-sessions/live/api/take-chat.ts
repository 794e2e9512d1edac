import { useMutation } from '@tanstack/react-query';
import { liveChatApi } from '../../../../../contracts/live-chat';
import { call } from '../../../../lib/api';

/** `liveChatApi.take`: 409 names who was faster. */
export function useTakeChat() {
  return useMutation({
    mutationFn: async (sessionId: string) => {
      await call(liveChatApi.take, { params: { sessionId }, body: {} });
      return sessionId;
    },
  });
}
