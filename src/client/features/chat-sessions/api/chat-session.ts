import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatSessionsApi } from '../../../../contracts/assistant-admin';
import { call } from '../../../lib/api';
import { chatSessionsKey } from './chat-sessions';

/**
 * `chatSessionsApi.detail`: one session with its conversation, oldest message first. Cached under the list's key,
 * so that what refreshes the sessions refreshes the open one too.
 */
export const chatSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: [...chatSessionsKey, 'detail', sessionId],
    queryFn: () => call(chatSessionsApi.detail, { params: { sessionId } }),
  });

export const useChatSession = (sessionId: string) => useQuery(chatSessionQuery(sessionId));
