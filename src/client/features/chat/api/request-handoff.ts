import type { HandoffState } from '../../../../contracts/chat';
import { apiRequest } from '../../../lib/api';

export type HandoffAnswer = { success: true; handoff: HandoffState; messageId: number };

/**
 * POST /api/chat/{sessionId}/handoff: ask for a person (docs/product/live-chat.md). The chat's notice is stored,
 * not answered: it follows over the live stream or in the history.
 */
export async function requestHandoff(sessionId: string): Promise<HandoffAnswer> {
  const res = await apiRequest('POST', `/api/chat/${encodeURIComponent(sessionId)}/handoff`, {});
  return (await res.json()) as HandoffAnswer;
}
