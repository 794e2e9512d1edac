import { useQuery } from '@tanstack/react-query';
import type { ChatSessionItem } from '../../../../contracts/assistant-admin';
import { pageQuery } from '../../../lib/api-queries';

/** The first part of every chat-session key: invalidating it refreshes every page, search and open session. */
export const chatSessionsKey = ['/api/admin/chat-sessions'] as const;

/** GET /api/admin/chat-sessions: one page of sessions, searched on the server by e-mail, name or session id. */
export const chatSessionsQuery = (search: string, page: number, pageSize = 25) =>
  pageQuery<ChatSessionItem>(chatSessionsKey, '/api/admin/chat-sessions', { search, page, pageSize });

export const useChatSessions = (search: string, page: number) => useQuery(chatSessionsQuery(search, page));
