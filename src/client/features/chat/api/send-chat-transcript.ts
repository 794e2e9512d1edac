import { apiRequest } from '../../../lib/api';

/** POST /api/chat/{sessionId}/send-transcript with an empty JSON body; only the ok status is read (docs/product/chat-assistant.md). */
export async function sendChatTranscript(sessionId: string): Promise<void> {
  try {
    await apiRequest('POST', `/api/chat/${encodeURIComponent(sessionId)}/send-transcript`, {});
  } catch (error) {
    throw new Error('Failed to send chat transcript', { cause: error });
  }
}
