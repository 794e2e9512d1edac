import { apiRequest } from '../../../lib/api';

/** POST /api/chat/{sessionId}/end: the visitor ends the chat with a person; the assistant answers again. */
export async function endLiveChat(sessionId: string): Promise<void> {
  await apiRequest('POST', `/api/chat/${encodeURIComponent(sessionId)}/end`, {});
}
