import { useQuery } from '@tanstack/react-query';
import type { ChatSessionDetail } from '../../../../contracts/assistant-admin';
import { jsonQuery } from '../../../lib/api-queries';
import { chatSessionsKey } from './chat-sessions';

/** GET /api/admin/chat-sessions/{sessionId}: one session with its conversation, oldest message first. */
export const chatSessionQuery = (sessionId: string) =>
  jsonQuery<ChatSessionDetail>(
    [...chatSessionsKey, 'detail', sessionId],
    `/api/admin/chat-sessions/${encodeURIComponent(sessionId)}`,
  );

export const useChatSession = (sessionId: string) => useQuery(chatSessionQuery(sessionId));
