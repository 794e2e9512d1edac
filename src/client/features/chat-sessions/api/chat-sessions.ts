import { useQuery } from '@tanstack/react-query';
import { chatSessionsApi } from '../../../../contracts/assistant-admin';
import { endpointPageQuery, keyOf } from '../../../lib/api-queries';

/** The first part of every chat-session key: invalidating it refreshes every page, search and open session. */
export const chatSessionsKey = keyOf(chatSessionsApi.list);

/** `chatSessionsApi.list`: one page of sessions, searched on the server by e-mail, name or session id. */
export const chatSessionsQuery = (search: string, page: number, pageSize = 25) =>
  endpointPageQuery(chatSessionsApi.list, { query: { search, page, pageSize } });

export const useChatSessions = (search: string, page: number) => useQuery(chatSessionsQuery(search, page));
