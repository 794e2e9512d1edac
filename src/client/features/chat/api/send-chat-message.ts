import type { ChatRequest, ChatResponse } from '../../../../contracts/chat';
import { apiRequest } from '../../../lib/api';

/** POST /api/chat: the conversation ending with the new user message; answers the reply and the session to keep. */
export async function sendChatMessage(body: ChatRequest): Promise<ChatResponse> {
  const res = await apiRequest('POST', '/api/chat', body);
  const reply = (await res.json()) as ChatResponse;
  // "success false" is a failure like a non-ok status (docs/product/chat-assistant.md).
  if (!reply.success) throw new Error('The assistant did not answer');
  return reply;
}
