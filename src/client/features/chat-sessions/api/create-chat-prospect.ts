import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type chatProspectRequest, chatSessionsApi } from '../../../../contracts/assistant-admin';
import { call } from '../../../lib/api';
import { chatSessionsKey } from './chat-sessions';

export type ChatProspectInput = z.input<typeof chatProspectRequest>;

/** `chatSessionsApi.createProspect`, then the list and the open session refresh. */
export function useCreateChatProspect(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatProspectInput) => call(chatSessionsApi.createProspect, { params: { sessionId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatSessionsKey }),
  });
}
