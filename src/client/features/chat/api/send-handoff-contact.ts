import type { ChatContactRequest } from '../../../../contracts/chat';
import { widgetLiveChatApi } from '../../../../contracts/chat-widget';
import { call } from '../../../lib/api';

/**
 * `liveChatApi.handoffContact`: nobody could take the chat, so the visitor leaves their details
 * (docs/product/live-chat.md). A 400 names the field; a 409 means the details were given already.
 */
export async function sendHandoffContact(sessionId: string, contact: ChatContactRequest): Promise<void> {
  await call(widgetLiveChatApi.handoffContact, { params: { sessionId }, body: contact });
}
