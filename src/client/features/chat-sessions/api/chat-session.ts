import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatSessionDetail } from '../../../../contracts/assistant-admin';
import { apiRequest } from '../../../lib/api';
import { chatSessionsKey } from './chat-sessions';

/** GET /api/admin/chat-sessions/{sessionId}: one session with its conversation, oldest message first. */
export const chatSessionQuery = (sessionId: string) =>
  queryOptions<ChatSessionDetail>({
    queryKey: [...chatSessionsKey, 'detail', sessionId],
    queryFn: async () => (await apiRequest('GET', `/api/admin/chat-sessions/${encodeURIComponent(sessionId)}`)).json(),
  });

export const useChatSession = (sessionId: string) => useQuery(chatSessionQuery(sessionId));
