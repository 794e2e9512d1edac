import type { ChatContactRequest } from '../../../../contracts/chat';
import { widgetChatApi } from '../../../../contracts/chat-widget';
import { call } from '../../../lib/api';

/** `chatApi.saveContact`: who the transcript goes to; only the ok status is read (docs/product/chat-assistant.md). */
export async function saveChatContact(sessionId: string, contact: ChatContactRequest): Promise<void> {
  try {
    await call(widgetChatApi.saveContact, { params: { sessionId }, body: contact });
  } catch (error) {
    throw new Error('Failed to save contact information', { cause: error });
  }
}
