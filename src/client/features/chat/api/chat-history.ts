import type { ChatMessage, HandoffState } from '../../../../contracts/chat';
import { apiRequest } from '../../../lib/api';

export type ChatHistory = { success: boolean; messages: ChatMessage[]; handoff?: HandoffState };

/** GET /api/chat/{sessionId}: the stored conversation, oldest first, and the hand-off's state (404 for an unknown session). */
export async function fetchChatHistory(sessionId: string): Promise<ChatHistory> {
  const res = await apiRequest('GET', `/api/chat/${encodeURIComponent(sessionId)}`);
  return (await res.json()) as ChatHistory;
}
