import type { ChatContactRequest } from '../../../../contracts/chat';
import { apiRequest } from '../../../lib/api';

/** POST /api/chat/{sessionId}/contact: who the transcript goes to; only the ok status is read (docs/product/chat-assistant.md). */
export async function saveChatContact(sessionId: string, contact: ChatContactRequest): Promise<void> {
  try {
    await apiRequest('POST', `/api/chat/${encodeURIComponent(sessionId)}/contact`, contact);
  } catch (error) {
    throw new Error('Failed to save contact information', { cause: error });
  }
}
