import type { ChatContactRequest } from '../../../../contracts/chat';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/chat/{sessionId}/handoff/contact: nobody could take the chat, so the visitor leaves their details
 * (docs/product/live-chat.md). A 400 names the field; a 409 means the details were given already.
 */
export async function sendHandoffContact(sessionId: string, contact: ChatContactRequest): Promise<void> {
  await apiRequest('POST', `/api/chat/${encodeURIComponent(sessionId)}/handoff/contact`, contact);
}
