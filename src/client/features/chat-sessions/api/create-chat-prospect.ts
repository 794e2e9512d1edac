import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { chatProspectRequest, chatProspectResponse } from '../../../../contracts/assistant-admin';
import { apiRequest } from '../../../lib/api';
import { chatSessionsKey } from './chat-sessions';

export type ChatProspectInput = z.input<typeof chatProspectRequest>;
type ChatProspectAnswer = z.infer<typeof chatProspectResponse>;

/** POST /api/admin/chat-sessions/{sessionId}/prospect, then the list and the open session refresh. */
export function useCreateChatProspect(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChatProspectInput) =>
      (
        await apiRequest('POST', `/api/admin/chat-sessions/${encodeURIComponent(sessionId)}/prospect`, body)
      ).json() as Promise<ChatProspectAnswer>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatSessionsKey }),
  });
}
