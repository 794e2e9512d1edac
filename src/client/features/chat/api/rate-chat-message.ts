import { apiRequest } from '../../../lib/api';

/** POST /api/chat/{sessionId}/messages/{messageId}/feedback: helpful, not helpful, or null to take the vote back. */
export async function rateChatMessage(sessionId: string, messageId: number, helpful: boolean | null): Promise<void> {
  await apiRequest('POST', `/api/chat/${encodeURIComponent(sessionId)}/messages/${messageId}/feedback`, { helpful });
}
