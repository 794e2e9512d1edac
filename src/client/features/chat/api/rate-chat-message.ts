import { widgetChatApi } from '../../../../contracts/chat-widget';
import { call } from '../../../lib/api';

/** `chatApi.rate`: helpful, not helpful, or null to take the vote back. */
export async function rateChatMessage(sessionId: string, messageId: number, helpful: boolean | null): Promise<void> {
  await call(widgetChatApi.rate, { params: { sessionId, messageId }, body: { helpful } });
}
