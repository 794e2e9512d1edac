import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatSessionItem } from '../../../../contracts/assistant-admin';
import type { Page } from '../../../../contracts/common';
import { apiRequest } from '../../../lib/api';
import { toQueryString } from '../../../lib/query-string';

/** The first part of every chat-session key: invalidating it refreshes every page, search and open session. */
export const chatSessionsKey = ['/api/admin/chat-sessions'] as const;

/** GET /api/admin/chat-sessions: one page of sessions, searched on the server by e-mail, name or session id. */
export const chatSessionsQuery = (search: string, page: number, pageSize = 25) =>
  queryOptions<Page<ChatSessionItem>>({
    queryKey: [...chatSessionsKey, { search, page, pageSize }],
    queryFn: async () =>
      (await apiRequest('GET', `/api/admin/chat-sessions${toQueryString({ search, page, pageSize })}`)).json(),
    placeholderData: keepPreviousData,
  });

export const useChatSessions = (search: string, page: number) => useQuery(chatSessionsQuery(search, page));
