import { useQuery } from '@tanstack/react-query';
import { liveChatApi } from '../../../../../contracts/live-chat';
import { endpointQuery } from '../../../../lib/api-queries';

/** `liveChatApi.context`: who the visitor of a chat is, read again when the staff member comes back to it. */
export const useVisitorContext = (sessionId: string) =>
  useQuery({ ...endpointQuery(liveChatApi.context, { params: { sessionId } }), staleTime: 15_000 });
